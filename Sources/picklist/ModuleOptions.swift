import ArgumentParser

/// `--module DIR`, shared by `lint` and `generate`.
struct ModuleOptions: ParsableArguments {
    @Option(name: .customLong("module"), help: ArgumentHelp(
        "A folder holding one Swift module's specs (repeatable): list names need to be unique only within a module. Specs under no --module folder are one more module.",
        valueName: "dir"
    ))
    var folders: [String] = []
}
