import ArgumentParser
import Foundation
import PickListCompiler
import PickListSupport

/// `picklist generate`: lint, then render every spec file and write what changed.
struct GenerateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate",
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

            A picklist-config.yml given with --config sets the access level and template of the \
            specs in its folder and below it; --access and --template, when given, win over it \
            (docs/configuration.md). Each header names its spec relative to the spec's package \
            or repository root (the nearest folder above it with a Package.swift or .git), else \
            to the output's folder, so any folder the run starts from writes the same bytes.
            """
    )

    @Argument(help: "Spec files, or folders searched recursively for *.picklist.yml|yaml (default: the current folder).")
    var paths: [String] = []

    @Option(name: .shortAndLong, help: ArgumentHelp("The folder the generated files are written to.", valueName: "dir"))
    var output: String?

    @Flag(help: "Write each generated file next to its spec, instead of into one --output folder.")
    var besideSpecs = false

    @OptionGroup var modules: ModuleOptions

    @OptionGroup var config: ConfigOptions

    @Flag(help: "Write nothing; exit 1 when an output is missing or stale.")
    var check = false

    @Option(help: ArgumentHelp(
        "A built-in template (\(Template.builtinNames.joined(separator: ", "))) or the path of a Mustache template (default: the config's, else swift).",
        valueName: "name|path"
    ))
    var template: String?

    @Option(help: "The access level of the generated declarations: public, package, internal (default: the config's, else public).")
    var access: AccessLevel?

    @Option(help: "Output format of diagnostics: \(DiagnosticFormat.allCases.map(\.rawValue).joined(separator: ", ")).")
    var format: DiagnosticFormat = .text

    @Option(help: ArgumentHelp(
        "Name spec files in generated headers relative to this folder (default: the spec's package or repository root, else the output folder).",
        valueName: "dir"
    ))
    var relativeTo: String?

    func validate() throws {
        if (output == nil) != besideSpecs {
            throw ValidationError("say where to write: either --output <dir> or --beside-specs")
        }
        if let template, !Template.builtinNames.contains(template), !FileManager.default.fileExists(atPath: template) {
            throw ValidationError(
                "unknown template '\(template)': not a built-in (\(Template.builtinNames.joined(separator: ", "))) nor an existing file"
            )
        }
    }

    func run() throws {
        try Self.run(Invocation(
            paths: paths, output: output, check: check, template: template, access: access, format: format,
            relativeTo: relativeTo, moduleFolders: modules.folders, specOnlyFolders: modules.specOnlyFolders,
            configs: config.files))
    }

    /// What one `picklist generate` is asked to do, as plain values.
    struct Invocation {
        var paths: [String]
        var output: String?
        var check = false
        /// `--template`, `nil` when not given (the config's, else `swift`).
        var template: String?
        /// `--access`, `nil` when not given (the config's, else `public`).
        var access: AccessLevel?
        var format: DiagnosticFormat = .text
        var relativeTo: String?
        var moduleFolders: [String] = []
        var specOnlyFolders: [String] = []
        /// `--config` files.
        var configs: [String] = []
    }

    /// The command line the build plugin runs for each spec — `generate SPEC --output DIR`,
    /// then `--relative-to DIR` and `--config FILE`, each optional, in that order — read
    /// without ArgumentParser: building its command tree and reading the options through
    /// reflection costs more than generating a small spec (docs/performance.md, "One small
    /// spec"). It is what ArgumentParser makes of the same arguments (no value starts with
    /// `-`, so none is an option; `--output` is given and `--beside-specs` is not, so
    /// `validate()` passes). Any other command line is `nil`, and goes through ArgumentParser.
    static func pluginInvocation(_ arguments: [String]) -> Invocation? {
        guard arguments.count >= 4, arguments.count.isMultiple(of: 2), arguments[0] == "generate", arguments[2] == "--output",
            arguments.indices.allSatisfy({ $0.isMultiple(of: 2) || Self.isPlainValue(arguments[$0]) })
        else { return nil }
        var invocation = Invocation(paths: [arguments[1]], output: arguments[3])
        var options = arguments[4...]
        if options.first == "--relative-to" {
            invocation.relativeTo = options.dropFirst().first
            options = options.dropFirst(2)
        }
        if options.first == "--config" {
            invocation.configs = [arguments[options.startIndex + 1]]
            options = options.dropFirst(2)
        }
        return options.isEmpty ? invocation : nil
    }

    /// A value ArgumentParser reads as it is: not empty, not an option.
    private static func isPlainValue(_ argument: String) -> Bool {
        guard let first = argument.utf8.first else { return false }
        return first != UInt8(ascii: "-")
    }

    static func run(_ invocation: Invocation) throws {
        var template: Template?
        if let name = invocation.template {
            do {
                template = try resolveTemplate(name)
            } catch {
                // The text of the file the error is in (the template, or one of its partials), so
                // the error shows its line with a caret.
                let file = error.diagnostic.location?.file ?? name
                let source = (try? String(contentsOfFile: file, encoding: .utf8)) ?? ""
                printDiagnostics([error.diagnostic], sources: [file: source], fileCount: 1, format: invocation.format)
                throw ExitCode(error.diagnostic.rule == GenerationRule.unreadableTemplate.rawValue ? ExitStatus.ioFailure.rawValue : ExitStatus.findings.rawValue)
            }
        }

        // The configurations first: their `language` is the language of the specs' texts that
        // name none, which the validator needs. A configuration's problems stop the run like a
        // spec's: they join the lint report, and the generator writes nothing while it holds an
        // error.
        let found = SpecDiscovery().discover(invocation.paths)
        let configurations = ConfigurationSet.load(invocation.configs, specPaths: found.files)
        var lint = Linter(validator: SpecValidator(defaultLanguage: configurations.defaultLanguages()))
            .lint(files: found.files, extraDiagnostics: found.diagnostics, modules: invocation.moduleFolders)
        lint.diagnostics += configurations.diagnostics
        let generator = Generator(options: configurations.generatorOptions(
            outputDirectory: invocation.output, template: template, access: invocation.access, check: invocation.check,
            relativeTo: invocation.relativeTo
        ))
        let report = generator.generate(lint)

        // JSON, SARIF, JUnit … always print a document, so a CI step can parse the output of a
        // clean run too.
        // Folders of specs SwiftPM never builds (from the command plugins) are reported and
        // counted, but stop no writing: the other targets' files are written all the same.
        let specOnlyDiagnostics = invocation.specOnlyFolders.map(Diagnostic.specOnlyFolder)
        let diagnostics = (report.diagnostics + specOnlyDiagnostics).sorted(by: Diagnostic.reportOrder)
        if !diagnostics.isEmpty || invocation.format.printsCleanRuns {
            let sources = lint.sources.merging(configurations.sources) { first, _ in first }
            printDiagnostics(diagnostics, sources: sources, fileCount: lint.fileCount, format: invocation.format)
        }

        var status = lint.exitStatus(strict: false)
        if configurations.diagnostics.contains(where: { $0.rule == GenerationRule.unreadableTemplate.rawValue }) {
            status = max(status, .ioFailure)
        }
        if report.hasIOFailure { status = max(status, .ioFailure) }
        if report.hasErrors || !invocation.specOnlyFolders.isEmpty { status = max(status, .findings) }
        if status != .clean { throw ExitCode(status.rawValue) }
    }

    /// `--template`: a built-in name, else a file path.
    private static func resolveTemplate(_ template: String) throws(TemplateError) -> Template {
        if let builtin = Template.builtin(named: template) { return builtin }
        return try Template.load(path: template)
    }

    /// Diagnostics (missing and stale outputs under `--check` included) go to standard output,
    /// as `picklist lint` prints them, so `--format json` output can be piped.
    private static func printDiagnostics(
        _ diagnostics: [Diagnostic], sources: [String: String], fileCount: Int, format: DiagnosticFormat
    ) {
        let colors = format == .text && TerminalColors.shouldUseColors(
            isTerminal: isatty(STDOUT_FILENO) == 1, environment: ProcessInfo.processInfo.environment)
        let formatter = DiagnosticFormatter(format: format, sources: sources, colors: colors)
        FileHandle.standardOutput.write(Data(formatter.string(for: diagnostics, fileCount: fileCount).utf8))
    }
}
