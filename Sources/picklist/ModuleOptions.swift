import ArgumentParser
import PickListCompiler

/// `--module DIR`, shared by `lint` and `generate`.
struct ModuleOptions: ParsableArguments {
    @Option(name: .customLong("module"), help: ArgumentHelp(
        "A folder holding one Swift module's specs (repeatable): list names need to be unique only within a module. Specs under no --module folder are one more module.",
        valueName: "dir"
    ))
    var folders: [String] = []

    /// `--spec-only-folder DIR` (repeatable, hidden): a folder the command plugins found holding
    /// specs but no Swift file, which SwiftPM never builds. Each is an error of the report
    /// (`spec-only-folder`), so the closing count and the exit status include it.
    @Option(name: .customLong("spec-only-folder"), help: .hidden)
    var specOnlyFolders: [String] = []

    /// The errors of ``specOnlyFolders``.
    var specOnlyDiagnostics: [Diagnostic] {
        specOnlyFolders.map(Diagnostic.specOnlyFolder)
    }
}
