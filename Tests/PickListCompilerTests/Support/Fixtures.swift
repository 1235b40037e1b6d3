import Foundation
@testable import PickListCompiler

/// Paths of the committed test fixtures (the test target excludes the folder from its sources).
enum Fixtures {
    static let root: String = {
        var url = URL(fileURLWithPath: #filePath)
        url.deleteLastPathComponent()  // Support
        url.deleteLastPathComponent()  // PickListCompilerTests
        return url.appendingPathComponent("Fixtures").path
    }()

    /// The package root (for running the built tool).
    static let packageRoot: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<4 { url.deleteLastPathComponent() }
        return url.path
    }()

    static func path(_ relative: String) -> String {
        root + "/" + relative
    }

    /// Loads `Loading/<name>` with the default loader.
    static func load(_ name: String) -> LoadedFile {
        YAMLLoader().load(path: path("Loading/" + name))
    }
}

/// Small readers over `Node` for assertions.
extension Node {
    /// The scalar text, or `nil` for a collection.
    var testScalar: String? {
        if case .scalar(let text, _) = content { return text }
        return nil
    }

    var testIsPlain: Bool? {
        if case .scalar(_, let isPlain) = content { return isPlain }
        return nil
    }

    var testItems: [Node] {
        if case .sequence(let items) = content { return items }
        return []
    }

    var testPairs: [Pair] {
        if case .mapping(let pairs) = content { return pairs }
        return []
    }

    /// The first entry whose key is the scalar `key`.
    func testEntry(_ key: String) -> Pair? {
        testPairs.first { $0.key.testScalar == key }
    }

    /// The value under `key`.
    func testValue(_ key: String) -> Node? {
        testEntry(key)?.value
    }
}

extension Mark {
    static func at(_ line: Int, _ column: Int) -> Mark { Mark(line: line, column: column) }
}

/// Whether the tests run as root, where file permissions do not stop reads.
var isRunningAsRoot: Bool { getuid() == 0 }
