import CLibYAML
import Foundation

/// The floor: libyaml's raw event scan of the spec bytes — read each file, run the
/// parser over it event by event, build nothing. No YAML tool can load these files
/// faster than this, so every picklist stage is reported as a multiple of it.
enum RawScan {
    /// Reads and scans every file; returns the number of events seen (so the work
    /// cannot be optimised away, and so a broken corpus shows up as zero).
    static func scan(_ files: [URL]) throws -> Int {
        var events = 0
        for file in files {
            let bytes = try Data(contentsOf: file)
            events += try scan(bytes, path: file.path)
        }
        return events
    }

    /// The floor as a process (`picklist-bench --raw-scan-process FOLDER`, see
    /// ``PickListBench``): reads and scans every spec file of a folder, in name order, as
    /// `picklist generate FOLDER` reads them. Returns the number of events.
    static func scanFolder(_ path: String) throws -> Int {
        let folder = URL(fileURLWithPath: path)
        let names = try FileManager.default.contentsOfDirectory(atPath: path)
            .filter { $0.hasSuffix(".picklist.yml") }.sorted()
        return try scan(names.map { folder.appendingPathComponent($0) })
    }

    /// Scans one file's bytes with libyaml's event parser.
    static func scan(_ bytes: Data, path: String) throws -> Int {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else { throw BenchError("libyaml could not initialise a parser") }
        defer { yaml_parser_delete(&parser) }
        return try bytes.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) -> Int in
            let base = buffer.bindMemory(to: UInt8.self).baseAddress
            yaml_parser_set_input_string(&parser, base, buffer.count)
            var count = 0
            var event = yaml_event_t()
            while true {
                guard yaml_parser_parse(&parser, &event) == 1 else {
                    let problem = parser.problem.map { String(cString: $0) } ?? "unknown problem"
                    throw BenchError("\(path): libyaml: \(problem)")
                }
                count += 1
                let done = event.type == YAML_STREAM_END_EVENT
                yaml_event_delete(&event)
                if done { return count }
            }
        }
    }
}
