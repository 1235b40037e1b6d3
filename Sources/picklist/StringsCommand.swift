import ArgumentParser
import Foundation
import PickListCompiler
import PickListSupport
import PickListStrings

/// `picklist strings [PATH ...] (--catalog FILE.xcstrings | --strings DIR)`: writes the
/// localized lists' texts where translators work on them.
struct StringsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "strings",
        abstract: "Write the texts of localized lists into a String Catalog or .strings files.",
        discussion: """
            Validates the specs first and writes nothing if any has an error, if no list is \
            localized, or if a catalog or .strings file cannot be read. --catalog creates or \
            updates a String Catalog holding the table its file name names (PickLists.xcstrings: \
            the table PickLists): new keys are added, changed source texts updated (their \
            translations marked for review), keys no list has any more marked stale, and every \
            translation and every key picklist does not own kept. --strings writes \
            DIR/<source-language>.lproj/<table>.strings for each table, and updates the \
            translations already in DIR/<language>.lproj/<table>.strings. Texts with {count} or \
            {total} are written as plural forms too: variations.plural in the catalog, or \
            <language>.lproj/<table>.stringsdict beside the .strings files; every form a \
            translator wrote is kept. Files are written atomically, and only when their content \
            changes. Rules: docs/localization.md.

            Exit status: 0 when every file is written or up to date, 1 when a spec has an \
            error or there is nothing to write, 2 for a usage error, 3 when a file cannot be \
            read or written.
            """
    )

    @Argument(help: "Spec files, or folders searched recursively for *.picklist.yml|yaml (default: the current folder).")
    var paths: [String] = []

    @Option(help: ArgumentHelp("The String Catalog to create or update (its name is the table: PickLists.xcstrings).", valueName: "file.xcstrings"))
    var catalog: String?

    @Option(name: .customLong("strings"), help: ArgumentHelp("The folder to write <language>.lproj/<table>.strings files into.", valueName: "dir"))
    var stringsFolder: String?

    @Option(help: ArgumentHelp("The language the specs' texts are written in (of a new catalog; the .lproj folder of the source .strings files).", valueName: "code"))
    var sourceLanguage = "en"

    @Option(help: "Output format of diagnostics: text, json or github.")
    var format: DiagnosticFormat = .text

    func validate() throws {
        switch (catalog, stringsFolder) {
        case (nil, nil), (_?, _?):
            throw ValidationError("say where to write: either --catalog <file.xcstrings> or --strings <dir>")
        case (let catalog?, nil) where !catalog.hasSuffix(".xcstrings") || catalog.hasSuffix("/.xcstrings"):
            throw ValidationError("--catalog must name a .xcstrings file (its name is the table it holds: PickLists.xcstrings), not '\(catalog)'")
        default:
            break
        }
        if sourceLanguage.isEmpty || sourceLanguage.contains("/") {
            throw ValidationError("--source-language must be a language code such as 'en', not '\(sourceLanguage)'")
        }
    }

    func run() throws {
        let lint = Linter().run(paths: paths)
        let destination: StringsExporter.Destination = catalog.map { .catalog($0) } ?? .stringsFolder(stringsFolder ?? ".")
        let report = StringsExporter(destination: destination, sourceLanguage: sourceLanguage).export(lint)

        let diagnostics = (lint.diagnostics + report.diagnostics).sorted(by: Diagnostic.reportOrder)
        if !diagnostics.isEmpty || format == .json {
            let colors = format == .text && TerminalColors.shouldUseColors(
                isTerminal: isatty(STDOUT_FILENO) == 1, environment: ProcessInfo.processInfo.environment)
            let sources = lint.sources.merging(report.sources) { first, _ in first }
            let formatter = DiagnosticFormatter(format: format, sources: sources, colors: colors)
            FileHandle.standardOutput.write(Data(formatter.string(for: diagnostics, fileCount: lint.fileCount).utf8))
        }
        if format == .text {
            for file in report.files {
                let what = file.status == .written ? "wrote" : "up to date:"
                let summary = file.summary.isEmpty ? "" : " (\(file.summary))"
                FileHandle.standardOutput.write(Data("\(what) \(file.path)\(summary)\n".utf8))
            }
        }

        var status = ExitStatus.status(for: diagnostics, strict: false)
        if report.hasIOFailure { status = max(status, .ioFailure) }
        if status != .clean { throw ExitCode(status.rawValue) }
    }
}
