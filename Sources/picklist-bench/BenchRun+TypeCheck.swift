import Foundation

extension BenchRun {
    /// (7) What the generated code costs the app's compile: `swiftc -typecheck` of the
    /// generated C1000 output (with PickListKit's module) against bare enums of the
    /// same cases, each as one whole-module frontend job.
    mutating func measureTypeCheck() {
        let runs = 3
        log("typecheck: generated C1000 vs bare enums × \(runs)")
        do {
            guard let swiftc = Self.findExecutable("swiftc") else { throw BenchError("swiftc not on PATH") }
            guard FileManager.default.fileExists(atPath: options.modulesFolder + "/PickListKit.swiftmodule") else {
                throw BenchError("no PickListKit.swiftmodule in \(options.modulesFolder)")
            }
            let generatedFolder = corpus.root.appendingPathComponent("out-c1000")
            let generated = try FileManager.default.contentsOfDirectory(atPath: generatedFolder.path)
                .filter { $0.hasSuffix(".swift") }.sorted()
                .map { generatedFolder.appendingPathComponent($0).path }
            guard generated.count == corpus.c1000.count else {
                throw BenchError("expected \(corpus.c1000.count) generated files in \(generatedFolder.path), found \(generated.count)")
            }
            let bare = try writeBareEnums()

            func typecheck(_ files: [String], module: String) throws -> Double {
                let arguments = ["-typecheck", "-swift-version", "6", "-wmo", "-module-name", module,
                                 "-I", options.modulesFolder] + files
                return Stopwatch.median(of: try (0..<runs).map { _ in
                    try Subprocess(swiftc, arguments).run(expecting: 0).wallMilliseconds
                })
            }
            let generatedTime = try typecheck(generated, module: "BenchGenerated")
            let bareTime = try typecheck(bare, module: "BenchBare")
            let ratio = generatedTime / bareTime
            table.add("type-check: bare enums of the same cases", value: BenchTable.ms(bareTime))
            table.add(
                "type-check: generated C1000 with PickListKit", value: BenchTable.ms(generatedTime),
                ratio: "\(BenchTable.times(ratio)) bare", target: "≤ 1.50× bare", verdict: ratio <= 1.5 ? .met : .missed
            )
        } catch {
            table.add("type-check of generated C1000", failure: error)
        }
    }

    /// One file per C1000 spec holding what a person would write without picklist:
    /// `public enum BenchList0001: String, CaseIterable { case item1, … }`.
    private func writeBareEnums() throws -> [String] {
        let folder = try freshFolder("bare-c1000")
        return try (1...BenchCorpus.c1000Count).map { index in
            let name = "BenchList" + String(repeating: "0", count: 4 - String(index).count) + String(index)
            var text = "public enum \(name): String, CaseIterable {\n"
            for item in 1...BenchCorpus.c1000Items {
                text += "    case item\(item)\n"
            }
            text += "}\n"
            let url = folder.appendingPathComponent("\(name).swift")
            try Data(text.utf8).write(to: url)
            return url.path
        }
    }

    static func findExecutable(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(name)" }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}
