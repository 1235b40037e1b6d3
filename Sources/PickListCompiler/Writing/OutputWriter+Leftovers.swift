import Foundation

extension OutputWriter {
    /// The temporary file an output named `name` is written to before it is renamed over the
    /// output: `.<name>.<process id>.tmp`, hidden, beside the output, and distinct for each
    /// process, so two runs writing one folder at once never write into the same file.
    static func temporaryName(for name: String, process: pid_t) -> String {
        ".\(name).\(process).tmp"
    }

    /// Removes the temporary files that runs killed while writing (SIGKILL, a power cut) left
    /// beside these outputs, so that the next run leaves the folder holding the outputs alone.
    ///
    /// Only the temporaries of the outputs given are touched (``temporaryName(for:process:)``),
    /// and only those whose process is gone: a run still writing the same folder keeps its own.
    /// A folder that cannot be listed, or a file that cannot be removed, is left as it is: the
    /// run has written its outputs, and a leftover costs only disk space.
    ///
    /// - Parameter outputs: output paths; one listing per folder they are in.
    func removeAbandonedTemporaries(of outputs: [String]) {
        guard mode == .write else { return }
        // The folders first (one listing each); the output names of a folder only when it
        // holds a temporary at all, which it seldom does.
        var folders: [String: [String]] = [:]
        var previousFolder: String?
        for path in outputs {
            let folder = Self.folder(of: path)
            if folder == previousFolder { continue }
            previousFolder = folder
            if folders[folder] == nil { folders[folder] = [] }
        }
        for folder in folders.keys {
            let listed = folder.isEmpty ? "." : folder
            guard let entries = Self.entryNames(in: listed) else { continue }
            let temporaries = entries.compactMap { entry in Self.temporaryOwner(entry).map { (entry, $0) } }
            guard !temporaries.isEmpty else { continue }
            let names = Set(outputs.filter { Self.folder(of: $0) == folder }.map { path in
                path.lastIndex(of: "/").map { String(path[path.index(after: $0)...]) } ?? path
            })
            for (entry, owner) in temporaries {
                guard names.contains(owner.name), kill(owner.process, 0) != 0, errno == ESRCH else { continue }
                unlink(folder.isEmpty ? entry : folder + "/" + entry)
            }
        }
    }

    /// The names in a folder (`.` and `..` left out), or `nil` when it cannot be listed.
    ///
    /// Read with `opendir`/`readdir`: every generate lists its output folders, and Foundation's
    /// listing is the first use of a generic type in a small run whose conformance the Swift
    /// runtime must look up (a scan of every conformance record; docs/performance.md).
    private static func entryNames(in folder: String) -> [String]? {
        guard let directory = opendir(folder) else { return nil }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != ".", name != ".." { names.append(name) }
        }
        return names
    }

    /// The folder part of an output path, without the slash (`""` for none).
    private static func folder(of path: String) -> String {
        // By bytes when the path is ASCII (a backward walk by `Character` is slow); a slash
        // followed by a combining mark is no slash to `Character`s, so other paths walk those.
        let slash = path.utf8.allSatisfy { $0 < 0x80 } ? path.utf8.lastIndex(of: UInt8(ascii: "/")) : path.lastIndex(of: "/")
        return slash.map { String(path[..<$0]) } ?? ""
    }

    /// The output name and process id of a ``temporaryName(for:process:)``, or `nil` for any
    /// other file name.
    static func temporaryOwner(_ fileName: String) -> (name: String, process: pid_t)? {
        guard fileName.hasPrefix("."), fileName.hasSuffix(".tmp") else { return nil }
        let middle = fileName.dropFirst().dropLast(".tmp".count)
        guard let dot = middle.lastIndex(of: "."), dot > middle.startIndex,
            let process = pid_t(middle[middle.index(after: dot)...]), process > 0
        else { return nil }
        return (String(middle[..<dot]), process)
    }
}
