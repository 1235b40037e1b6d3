import ArgumentParser
import Foundation
import PickListCompiler
import PickListSupport
import PickListStrings

/// `picklist lint [PATH ...] [--format text|json|github|sarif|junit|gitlab|checkstyle] [--strict]`
struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Check pick-list specs and report every problem.",
        discussion: """
            Exit status: 0 when there are no errors (nor warnings, with --strict), 1 when \
            there are findings, 2 for a usage error (including a path that does not exist), \
            3 when a file or folder cannot be read.
            """
    )

    @Argument(help: "Spec files, or folders searched recursively for *.picklist.yml|yaml (default: the current folder); String Catalogs (*.xcstrings) and .strings files to check their translations.")
    var paths: [String] = []

    @Option(help: "Output format: \(DiagnosticFormat.allCases.map(\.rawValue).joined(separator: ", ")).")
    var format: DiagnosticFormat = .text

    @Flag(help: "Treat warnings as findings (exit 1).")
    var strict = false

    @OptionGroup var modules: ModuleOptions

    @OptionGroup var config: ConfigOptions

    @Option(help: ArgumentHelp("The language .strings translations are compared with (its <code>.lproj folder).", valueName: "code"))
    var sourceLanguage = "en"

    func run() throws {
        // Catalogs and .strings files are checked by the translation linter; the rest are specs
        // (all of the current folder when only translation files are given is not meant).
        let translationPaths = paths.filter(TranslationLinter.isTranslationFile)
        let specPaths = paths.filter { !TranslationLinter.isTranslationFile($0) }
        let found = specPaths.isEmpty && !translationPaths.isEmpty ? nil : SpecDiscovery().discover(specPaths)
        // `--config` files are checked as `generate` reads them, against the specs linted, and
        // their `language` is that of the specs' texts that name none, as for `generate`.
        let configurations = ConfigurationSet.load(config.files, specPaths: found?.files ?? [])
        let linter = Linter(validator: SpecValidator(defaultLanguage: configurations.defaultLanguages()))
        let specs = found.map { linter.lint(files: $0.files, extraDiagnostics: $0.diagnostics, modules: modules.folders) }
        let translations = TranslationLinter(sourceLanguage: sourceLanguage).lint(paths: translationPaths)

        let diagnostics = ((specs?.diagnostics ?? []) + translations.diagnostics + modules.specOnlyDiagnostics + configurations.diagnostics)
            .sorted(by: Diagnostic.reportOrder)
        let sources = (specs?.sources ?? [:]).merging(translations.sources) { first, _ in first }
            .merging(configurations.sources) { first, _ in first }
        let colors = format == .text && TerminalColors.shouldUseColors(
            isTerminal: isatty(STDOUT_FILENO) == 1, environment: ProcessInfo.processInfo.environment)
        let formatter = DiagnosticFormatter(format: format, sources: sources, colors: colors, strict: strict)
        let fileCount = (specs?.fileCount ?? 0) + translations.fileCount
        FileHandle.standardOutput.write(Data(formatter.string(for: diagnostics, fileCount: fileCount).utf8))
        let status = ExitStatus.status(for: diagnostics, strict: strict)
        if status != .clean {
            throw ExitCode(status.rawValue)
        }
    }
}
