import ArgumentParser
import PickListCompiler

/// `picklist schema`: prints the JSON Schema of the spec format, for editors.
struct SchemaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract: "Print the JSON Schema of *.picklist.yml files, for editors.",
        discussion: """
            Save it next to your specs (picklist schema > picklist.schema.json) and start each
            spec with a line pointing yaml-language-server at it:

              # yaml-language-server: $schema=picklist.schema.json

            Editors using yaml-language-server (VS Code's YAML extension, Neovim, Helix, ...)
            then check keys, values and item forms while you type. `picklist lint` checks
            everything the schema checks, and more.

            With --config, the schema of picklist-config.yml (a target's access level and
            template): picklist schema --config > picklist-config.schema.json.
            """
    )

    @Flag(name: .customLong("config"), help: "Print the schema of picklist-config.yml instead.")
    var configuration = false

    func run() {
        print(configuration ? ConfigurationSchema.json : SpecSchema.json)
    }
}
