import Foundation
@testable import PickListCompiler
import PickListCompilerTestSupport
@testable import PickListStrings

/// Specs and catalogs for the tests of `Sources/PickListStrings`.
enum StringsFixtures {
    /// The package root.
    static let packageRoot: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<4 { url.deleteLastPathComponent() }   // StringsFixtures.swift, Support, PickListStringsTests, Tests
        return url.path
    }()

    /// `Tests/PickListStringsTests/Fixtures/<name>` (the test target excludes the folder from
    /// its sources).
    static func path(_ name: String) -> String {
        packageRoot + "/Tests/PickListStringsTests/Fixtures/" + name
    }

    static func bytes(_ name: String) -> [UInt8] {
        Array(FileManager.default.contents(atPath: path(name)) ?? Data())
    }

    static func text(_ name: String) -> String {
        String(decoding: bytes(name), as: UTF8.self)
    }

    /// The Fruit list the fixture catalog was last written for, changed since: its title is
    /// now "Fruits" (was "Fruit"), the cherry is gone, a kiwi is new, and the summary texts
    /// `one` and `all` are translated too.
    static let fruitSpec = """
        title: Fruits
        selection: multiple
        localization: true
        summary:
          other: "{count} of {total}"
        items:
          - apple: Apple
          - banana: Banana
          - kiwi: Kiwi

        """

    /// Lints specs written into `folder` (relative path → text) and returns the report.
    static func lint(_ specs: [String: String], in folder: TemporaryFolder) throws -> LintReport {
        for (name, text) in specs { try folder.write(name, text) }
        return Linter().run(paths: specs.keys.sorted().map { folder.path + "/" + $0 })
    }
}
