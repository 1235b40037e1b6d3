import Foundation

/// A fresh folder under the system temporary folder, removed when the value is released.
final class ScratchFolder {
    let path: String

    /// - Parameter parent: the folder to make it in (default: the system temporary folder).
    init(in parent: String = NSTemporaryDirectory()) throws {
        path = (parent.hasSuffix("/") ? parent : parent + "/") + "picklist-tests-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }

    func file(_ name: String) -> String { path + "/" + name }

    func write(_ text: String, to name: String) throws {
        let full = file(name)
        try FileManager.default.createDirectory(
            atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: full))
    }

    func read(_ name: String) -> String? {
        FileManager.default.contents(atPath: file(name)).map { String(decoding: $0, as: UTF8.self) }
    }

    func modificationDate(_ name: String) throws -> Date? {
        try FileManager.default.attributesOfItem(atPath: file(name))[.modificationDate] as? Date
    }

    /// Sets a file's modification time into the past, so "not rewritten" is observable.
    func age(_ name: String) throws {
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 1_000_000)], ofItemAtPath: file(name))
    }

    /// Every file name in the folder, sorted (temporary files included, so leftovers show).
    func contents() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: path).sorted()
    }

    /// Every file name in a subfolder, sorted.
    func contents(of folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: file(folder)).sorted()
    }
}
