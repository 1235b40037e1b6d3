import Foundation

// Shared by the three picklist plugins (a symbolic link in each plugin's folder).

/// Finding a target's `picklist-config.yml`, so the plugins can pass it to the tool
/// (`--config`) and list it as an input of every build command: editing it regenerates.
///
/// The tool reads and checks the file; the plugins only find it. A package target's
/// configuration is the file in the target's folder; an Xcode target's is the one among its
/// input files (add it to the target, in the folder of its specs or above them).
enum ConfigFiles {
    /// The configuration file in `folder`, `nil` when there is none; two (`.yml` and `.yaml`)
    /// are an error that names both.
    static func find(inFolder folder: URL) throws -> URL? {
        let found = SpecFiles.configFileNames
            .map { folder.appendingPathComponent($0) }
            .filter { FileManager.default.fileExists(atPath: $0.path) }
        return try one(of: found, owner: folder.path)
    }

    /// The configuration file among `files` (an Xcode target's input files), `nil` when there
    /// is none; two are an error that names both.
    static func find(among files: [URL], target: String) throws -> URL? {
        let found = files.filter { SpecFiles.configFileNames.contains($0.lastPathComponent) }.sorted { $0.path < $1.path }
        return try one(of: found, owner: "target '\(target)'")
    }

    private static func one(of found: [URL], owner: String) throws -> URL? {
        guard found.count <= 1 else { throw ConfigFileError.twoFiles(found[0], found[1], owner: owner) }
        return found.first
    }

    /// The custom template a configuration names on a line of its own (`template: lists.txt.mustache`),
    /// when that file exists beside it: an input of the build commands too, so editing the
    /// template regenerates. (A built-in name names no file. Partials are not followed.)
    static func templateFile(of config: URL) -> URL? {
        guard let text = try? String(contentsOf: config, encoding: .utf8) else { return nil }
        for line in text.split(whereSeparator: \.isNewline) where line.hasPrefix("template:") {
            var value = line.dropFirst("template:".count)
            if let comment = value.range(of: " #") { value = value[..<comment.lowerBound] }
            value = value.drop { $0 == " " || $0 == "\t" }
            while let last = value.last, last == " " || last == "\t" { value = value.dropLast() }
            if value.count >= 2, let first = value.first, first == "\"" || first == "'", value.last == first {
                value = value.dropFirst().dropLast()
            }
            guard !value.isEmpty else { return nil }
            let file = value.hasPrefix("/")
                ? URL(fileURLWithPath: String(value))
                : config.deletingLastPathComponent().appendingPathComponent(String(value))
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: file.path, isDirectory: &isFolder) && !isFolder.boolValue ? file : nil
        }
        return nil
    }
}

/// A target with two configuration files: which one holds its settings is anyone's guess.
enum ConfigFileError: Error, CustomStringConvertible {
    case twoFiles(URL, URL, owner: String)

    var description: String {
        switch self {
        case .twoFiles(let first, let second, let owner):
            "\(second.path): error: \(owner) has two picklist configuration files, '\(first.lastPathComponent)' and '\(second.lastPathComponent)'; keep one (they would configure the same specs) [duplicate-config]"
        }
    }
}
