import ArgumentParser
import Foundation
import PickListCompiler

/// `picklist generate`: lint, then render every spec file and write what changed.
struct Generate: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Generate Swift (or another template's output) from pick-list specs.",
        discussion: """
            Validates the specs first and writes nothing if any has an error. Writes one file \
            per spec file into the output folder, or next to the spec with --beside-specs \
            (foo.picklist.yml → foo.picklist.swift; \
            .json with --template json; a custom NAME.EXT.mustache writes .EXT, any EXT but \
            yml and yaml), atomically, and only when its content changed. An output that would \
            replace a spec of the run is an error. Template context: docs/templates.md.

            Exit status: 0 when every output is written or up to date, 1 when a spec has an \
            error or (with --check) an output is missing or stale, 2 for a usage error, 3 when \
            a file cannot be read or an output cannot be written.
            """
    )

    @Argument(help: "Spec files, or folders searched recursively for *.picklist.yml|yaml (default: the current folder).")
    var paths: [String] = []

    @Option(name: .shortAndLong, help: ArgumentHelp("The folder the generated files are written to.", valueName: "dir"))
    var output: String?

    @Flag(help: "Write each generated file next to its spec, instead of into one --output folder.")
    var besideSpecs = false

    @OptionGroup var modules: ModuleOptions

    @Flag(help: "Write nothing; exit 1 when an output is missing or stale.")
    var check = false

    @Option(help: ArgumentHelp(
        "A built-in template (\(Template.builtinNames.joined(separator: ", "))) or the path of a Mustache template.",
        valueName: "name|path"
    ))
    var template = "swift"

    @Option(help: "The access level of the generated declarations (public, internal).")
    var access: AccessLevel = .public

    @Option(help: "Output format of diagnostics: \(DiagnosticFormat.allCases.map(\.rawValue).joined(separator: ", ")).")
    var format: DiagnosticFormat = .text

    @Option(help: ArgumentHelp(
        "Name spec files in generated headers relative to this folder (default: the current folder).",
        valueName: "dir"
    ))
    var relativeTo: String?

    func validate() throws {
        if (output == nil) != besideSpecs {
            throw ValidationError("say where to write: either --output <dir> or --beside-specs")
        }
        if !Template.builtinNames.contains(template), !FileManager.default.fileExists(atPath: template) {
            throw ValidationError(
                "unknown template '\(template)': not a built-in (\(Template.builtinNames.joined(separator: ", "))) nor an existing file"
            )
        }
    }

    func run() throws {
        let template: Template
        do {
            template = try resolveTemplate()
        } catch {
            // The text of the file the error is in (the template, or one of its partials), so
            // the error shows its line with a caret.
            let file = error.diagnostic.location?.file ?? self.template
            let source = (try? String(contentsOfFile: file, encoding: .utf8)) ?? ""
            printDiagnostics([error.diagnostic], sources: [file: source], fileCount: 1)
            throw ExitCode(error.diagnostic.rule == GenerationRule.unreadableTemplate.rawValue ? ExitStatus.ioFailure.rawValue : ExitStatus.findings.rawValue)
        }

        let lint = Linter().run(paths: paths, modules: modules.folders)
        let generator = Generator(options: GeneratorOptions(
            outputDirectory: output, template: template, access: access, check: check, relativeTo: relativeTo
        ))
        let report = generator.generate(lint)

        // JSON, SARIF, JUnit … always print a document, so a CI step can parse the output of a
        // clean run too.
        // Folders of specs SwiftPM never builds (from the command plugins) are reported and
        // counted, but stop no writing: the other targets' files are written all the same.
        let diagnostics = (report.diagnostics + modules.specOnlyDiagnostics).sorted(by: Diagnostic.reportOrder)
        if !diagnostics.isEmpty || format.printsCleanRuns {
            printDiagnostics(diagnostics, sources: lint.sources, fileCount: lint.fileCount)
        }

        var status = lint.exitStatus(strict: false)
        if report.hasIOFailure { status = max(status, .ioFailure) }
        if report.hasErrors || !modules.specOnlyFolders.isEmpty { status = max(status, .findings) }
        if status != .clean { throw ExitCode(status.rawValue) }
    }

    /// `--template`: a built-in name, else a file path.
    private func resolveTemplate() throws(TemplateError) -> Template {
        if let builtin = Template.builtin(named: template) { return builtin }
        return try Template.load(path: template)
    }

    /// Diagnostics (missing and stale outputs under `--check` included) go to standard output,
    /// as `picklist lint` prints them, so `--format json` output can be piped.
    private func printDiagnostics(_ diagnostics: [Diagnostic], sources: [String: String], fileCount: Int) {
        let colors = format == .text && DiagnosticFormatter.shouldUseColors(
            isTerminal: isatty(STDOUT_FILENO) == 1, environment: ProcessInfo.processInfo.environment)
        let formatter = DiagnosticFormatter(format: format, sources: sources, colors: colors)
        FileHandle.standardOutput.write(Data(formatter.string(for: diagnostics, fileCount: fileCount).utf8))
    }
}
