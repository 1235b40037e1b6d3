package import Foundation

/// A fresh folder under the system temporary folder (or another), removed when the last
/// reference to it goes, or earlier by ``remove()``.
///
/// ```swift
/// let folder = try TemporaryFolder()
/// try folder.write("specs/a.picklist.yml", "title: A\nselection: single\nitems: [X]\n")
/// folder.read("out/a.picklist.swift")
/// ```
package final class TemporaryFolder {
    package let path: String

    /// - Parameter parent: the folder to make it in (default: the system temporary folder).
    package init(in parent: String = NSTemporaryDirectory()) throws {
        path = (parent.hasSuffix("/") ? parent : parent + "/") + "picklist-tests-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit {
        remove()
    }

    /// Removes the folder and everything in it now.
    package func remove() {
        try? FileManager.default.removeItem(atPath: path)
    }

    /// The full path of `relative` in the folder.
    package func file(_ relative: String) -> String { path + "/" + relative }

    /// Writes `text` to `relative` (making its folders); returns the file's full path.
    @discardableResult
    package func write(_ relative: String, _ text: String) throws -> String {
        try write(relative, bytes: Array(text.utf8))
    }

    /// Writes `bytes` to `relative` (making its folders); returns the file's full path.
    @discardableResult
    package func write(_ relative: String, bytes: [UInt8]) throws -> String {
        let full = file(relative)
        try FileManager.default.createDirectory(
            atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        guard FileManager.default.createFile(atPath: full, contents: Data(bytes)) else {
            throw CocoaError(.fileWriteUnknown)
        }
        return full
    }

    package func makeFolder(_ relative: String) throws {
        try FileManager.default.createDirectory(atPath: file(relative), withIntermediateDirectories: true)
    }

    /// The text of `relative`, or `nil` when it cannot be read.
    package func read(_ relative: String) -> String? {
        FileManager.default.contents(atPath: file(relative)).map { String(decoding: $0, as: UTF8.self) }
    }

    package func modificationDate(_ relative: String) throws -> Date? {
        try FileManager.default.attributesOfItem(atPath: file(relative))[.modificationDate] as? Date
    }

    /// Sets a file's modification time into the past, so "not rewritten" is observable.
    package func age(_ relative: String) throws {
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 1_000_000)], ofItemAtPath: file(relative))
    }

    /// Every file name in the folder, sorted (temporary files included, so leftovers show).
    package func contents() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: path).sorted()
    }

    /// Every file name in a subfolder, sorted.
    package func contents(of relative: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: file(relative)).sorted()
    }
}
