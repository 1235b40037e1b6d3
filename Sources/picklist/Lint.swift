import ArgumentParser
import Foundation
import PickListCompiler

/// `picklist lint [PATH ...] [--format text|json|github|sarif|junit|gitlab|checkstyle] [--strict]`
struct Lint: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Check pick-list specs and report every problem.",
        discussion: """
            Exit status: 0 when there are no errors (nor warnings, with --strict), 1 when \
            there are findings, 2 for a usage error (including a path that does not exist), \
            3 when a file or folder cannot be read.
            """
    )

    @Argument(help: "Spec files, or folders searched recursively for *.picklist.yml|yaml (default: the current folder).")
    var paths: [String] = []

    @Option(help: "Output format: \(DiagnosticFormat.allCases.map(\.rawValue).joined(separator: ", ")).")
    var format: DiagnosticFormat = .text

    @Flag(help: "Treat warnings as findings (exit 1).")
    var strict = false

    @OptionGroup var modules: ModuleOptions

    func run() throws {
        let report = Linter().run(paths: paths, modules: modules.folders)
        let colors = format == .text && DiagnosticFormatter.shouldUseColors(
            isTerminal: isatty(STDOUT_FILENO) == 1, environment: ProcessInfo.processInfo.environment)
        let formatter = DiagnosticFormatter(format: format, sources: report.sources, colors: colors, strict: strict)
        FileHandle.standardOutput.write(Data(formatter.string(for: report.diagnostics, fileCount: report.fileCount).utf8))
        let status = report.exitStatus(strict: strict)
        if status != .clean {
            throw ExitCode(status.rawValue)
        }
    }
}
