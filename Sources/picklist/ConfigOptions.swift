import ArgumentParser
import Foundation
import PickListCompiler

/// `--config FILE`, shared by `lint` and `generate`.
struct ConfigOptions: ParsableArguments {
    @Option(name: .customLong("config"), help: ArgumentHelp(
        "A picklist-config.yml (repeatable): the access level and template of the specs in its folder and below it. Options given on the command line win over it.",
        valueName: "file"
    ))
    var files: [String] = []
}
