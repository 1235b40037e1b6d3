import Foundation
import PickListCompilerTestSupport
import Testing

/// `picklist generate --config` and `lint --config`, end to end through the built tool: what a
/// target's `picklist-config.yml` changes, what the command line overrides, and that a bad
/// file stops the run with nothing written.
@Suite("--config: a target's picklist-config.yml, end to end")
struct ConfigCommandTests {
    static let spec = "title: Purpose\nselection: single\nitems: [Design, Testing]\n"

    /// A package with `Sources/App/purpose.picklist.yml` and `files`.
    func package(_ files: [String: String] = [:]) throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write("Package.swift", "// swift-tools-version: 6.1\n")
        try folder.write("Sources/App/purpose.picklist.yml", Self.spec)
        for (path, text) in files { try folder.write(path, text) }
        return folder
    }

    let config = "Sources/App/picklist-config.yml"

    @Test func accessInternal_inTheConfig_dropsThePublicModifiers() throws {
        let folder = try package([config: "access: internal\n"])
        let result = try PickListBinary().run(["generate", "Sources/App", "--output", "out", "--config", config], in: folder.path)
        #expect(result.status == 0, "\(result.stdout)")
        let text = try #require(folder.read("out/purpose.picklist.swift"))
        #expect(text.contains("\nimport PickListKit\n"))
        #expect(text.contains("\nenum Purpose: PickList {"))
        #expect(!text.contains("public "))
    }

    @Test func language_inTheConfig_isTheDefaultOfSpecsWithoutTheirOwn() throws {
        let folder = try package([
            config: "language: de\n",
            "Sources/App/guests.picklist.yml": "title: Gäste\nselection: multiple\nlanguage: fr\nitems: [Ada, Bob]\n",
        ])
        let result = try PickListBinary().run(["generate", "Sources/App", "--output", "out", "--config", config], in: folder.path)
        #expect(result.status == 0, "\(result.stdout)")
        let purpose = try #require(folder.read("out/purpose.picklist.swift"))
        #expect(purpose.contains("\n        language: \"de\"\n"))
        // A spec's own language wins.
        let guests = try #require(folder.read("out/guests.picklist.swift"))
        #expect(guests.contains("\n        language: \"fr\"\n"))
        // Changing the configuration's language rewrites the output (its stamp counts it).
        try folder.write(config, "language: ru\n")
        #expect(try PickListBinary().run(["generate", "Sources/App", "--output", "out", "--config", config], in: folder.path).status == 0)
        #expect(try #require(folder.read("out/purpose.picklist.swift")).contains("\n        language: \"ru\"\n"))
    }

    @Test func accessPackage_writesPackageDeclarations_andAPackageImport() throws {
        let folder = try package([config: "access: package\n"])
        let result = try PickListBinary().run(["generate", "Sources/App", "--output", "out", "--config", config], in: folder.path)
        #expect(result.status == 0, "\(result.stdout)")
        let text = try #require(folder.read("out/purpose.picklist.swift"))
        #expect(text.contains("\npackage import PickListKit\n"))
        #expect(text.contains("\npackage enum Purpose: PickList {"))
        #expect(text.contains("    package static let definition"))
    }

    @Test func theCommandLine_winsOverTheConfig() throws {
        let folder = try package([config: "access: internal\ntemplate: json\n"])
        let result = try PickListBinary().run(
            ["generate", "Sources/App", "--output", "out", "--config", config, "--access", "public", "--template", "swift"],
            in: folder.path)
        #expect(result.status == 0, "\(result.stdout)")
        #expect(try folder.contents(of: "out") == ["purpose.picklist.swift"])
        #expect(folder.read("out/purpose.picklist.swift")?.contains("\npublic enum Purpose: PickList {") == true)

        // Only what is given wins: the file's template stays.
        let jsonRun = try PickListBinary().run(
            ["generate", "Sources/App", "--output", "json", "--config", config, "--access", "public"], in: folder.path)
        #expect(jsonRun.status == 0, "\(jsonRun.stdout)")
        #expect(try folder.contents(of: "json") == ["purpose.picklist.json"])
    }

    @Test func aCustomTemplate_isFoundFromTheConfigsFolder_fromAnyWorkingFolder() throws {
        let folder = try package([
            config: "template: names.txt.mustache\n",
            "Sources/App/names.txt.mustache": "{{#lists}}{{name}}: {{access}}\n{{/lists}}",
        ])
        try folder.makeFolder("elsewhere")
        let result = try PickListBinary().run(
            ["generate", "../Sources/App", "--output", "../out", "--config", "../" + config], in: folder.file("elsewhere"))
        #expect(result.status == 0, "\(result.stdout)")
        #expect(folder.read("out/purpose.picklist.txt") == "Purpose: public\n")
    }

    /// A bad configuration is reported like a bad spec: located, with the line and a caret;
    /// exit status 1; no output is written, and an output already there is kept.
    @Test func aBadConfig_isLocated_andNothingIsWritten() throws {
        let folder = try package([config: "access: pubic\nformat: json\n", "out/purpose.picklist.swift": "// kept\n"])
        let result = try PickListBinary().run(["generate", "Sources/App", "--output", "out", "--config", config], in: folder.path)
        #expect(result.status == 1)
        #expect(result.stdout == """
            Sources/App/picklist-config.yml:1:9: error: invalid access 'pubic'; expected public, package or internal [invalid-value]
            access: pubic
                    ^
              did you mean 'public'?
            Sources/App/picklist-config.yml:2:1: error: unknown key 'format' in the configuration; expected one of: access, template, language [unknown-key]
            format: json
            ^
            2 errors, 0 warnings in 1 file

            """)
        #expect(folder.read("out/purpose.picklist.swift") == "// kept\n")
        #expect(try folder.contents(of: "out") == ["purpose.picklist.swift"])
    }

    @Test func twoConfigFiles_forOneTarget_areAnError() throws {
        let folder = try package([config: "access: internal\n", "Sources/App/picklist-config.yaml": "access: public\n"])
        let result = try PickListBinary().run(["generate", "Sources/App", "--output", "out", "--config", config], in: folder.path)
        #expect(result.status == 1)
        #expect(result.stdout == """
            Sources/App/picklist-config.yml: error: 'Sources/App' has two configuration files, 'Sources/App/picklist-config.yaml' and 'Sources/App/picklist-config.yml'; keep one [duplicate-config]
            Sources/App/picklist-config.yaml: note: the other one
            1 error, 0 warnings in 1 file

            """)
        #expect(!FileManager.default.fileExists(atPath: folder.file("out")))
    }

    @Test func aConfigOfAnotherFolder_isAnError() throws {
        let folder = try package(["Sources/Kit/picklist-config.yml": "access: internal\n"])
        let result = try PickListBinary().run(
            ["generate", "Sources/App", "--output", "out", "--config", "Sources/Kit/picklist-config.yml"], in: folder.path)
        #expect(result.status == 1)
        #expect(result.stdout.hasPrefix(
            "Sources/Kit/picklist-config.yml: error: 'Sources/Kit/picklist-config.yml' configures the specs in 'Sources/Kit' and its subfolders, and none of this run's specs is there;"))
        #expect(!FileManager.default.fileExists(atPath: folder.file("out")))
    }

    @Test func aMissingConfig_isAUsageError() throws {
        let folder = try package()
        let result = try PickListBinary().run(["generate", "Sources/App", "--output", "out", "--config", config], in: folder.path)
        #expect(result.status == 2)
        #expect(result.stdout.hasPrefix("Sources/App/picklist-config.yml: error: no such configuration file: 'Sources/App/picklist-config.yml' [missing-path]"))
    }

    /// Which plural forms an inline text must give depends on the language it is written in:
    /// the configuration's, for a spec that names none; `lint` and `generate` agree on it.
    @Test func language_inTheConfig_decidesThePluralFormsTheSpecsNeed() throws {
        let spec = """
            title: Категории
            selection: multiple
            items: [Книги, Фильмы]
            summary:
              other: {one: "{count} категория", other: "{count} категории"}

            """
        let folder = try package([config: "language: ru\n", "Sources/App/purpose.picklist.yml": spec])
        let warning = "Sources/App/purpose.picklist.yml:5:10: warning: the plural forms of summary 'other' lack 'few', 'many', which language 'ru' needs; such numbers take the 'other' form [missing-plural-form]"
        for verb in [["lint", "Sources/App"], ["generate", "Sources/App", "--output", "out"]] {
            let result = try PickListBinary().run(verb + ["--config", config], in: folder.path)
            #expect(result.status == 0, "\(result.stdout)")
            #expect(result.stdout.contains(warning), "\(verb[0]): \(result.stdout)")
        }
        // Without the configuration the texts are English, whose 'one' and 'other' are given.
        let english = try PickListBinary().run(["lint", "Sources/App"], in: folder.path)
        #expect(!english.stdout.contains("missing-plural-form"), "\(english.stdout)")
    }

    @Test func lint_checksTheConfigToo() throws {
        let folder = try package([config: "acess: internal\n"])
        let result = try PickListBinary().run(["lint", "Sources", "--config", config], in: folder.path)
        #expect(result.status == 1)
        #expect(result.stdout == """
            Sources/App/picklist-config.yml:1:1: error: unknown key 'acess' in the configuration [unknown-key]
            acess: internal
            ^
              did you mean 'access'?
            1 error, 0 warnings in 1 file

            """)
        try folder.write(config, "access: internal\n")
        let clean = try PickListBinary().run(["lint", "Sources", "--config", config], in: folder.path)
        #expect(clean.status == 0, "\(clean.stdout)")
    }

    /// Several configurations in one run (the command plugins pass each target's): each
    /// applies to its own folder; a target without one takes the defaults.
    @Test func eachConfig_appliesToTheSpecsOfItsFolder() throws {
        let folder = try package([
            config: "access: internal\n",
            "Sources/Kit/list.picklist.yml": "name: KitList\n" + Self.spec,
            "Sources/Kit/picklist-config.yml": "access: package\n",
            "Sources/Plain/plain.picklist.yml": "name: PlainList\n" + Self.spec,
        ])
        let result = try PickListBinary().run(
            ["generate", "Sources", "--beside-specs", "--config", config, "--config", "Sources/Kit/picklist-config.yml"], in: folder.path)
        #expect(result.status == 0, "\(result.stdout)")
        #expect(folder.read("Sources/App/purpose.picklist.swift")?.contains("\nenum Purpose: PickList {") == true)
        #expect(folder.read("Sources/Kit/list.picklist.swift")?.contains("\npackage enum KitList: PickList {") == true)
        #expect(folder.read("Sources/Plain/plain.picklist.swift")?.contains("\npublic enum PlainList: PickList {") == true)
    }

    /// The build plugin's command line with `--config` (read without ArgumentParser) does what
    /// the same options in another order do through ArgumentParser.
    @Test func thePluginsCommandLine_withConfig_isReadAsArgumentParserReadsIt() throws {
        for text in ["access: internal\n", "access: nope\n"] {
            var outcomes: [[String]] = []
            for arguments in [
                ["generate", "Sources/App/purpose.picklist.yml", "--output", "out", "--relative-to", ".", "--config", config],
                ["generate", "--config", config, "--relative-to", ".", "--output", "out", "Sources/App/purpose.picklist.yml"],
            ] {
                let folder = try package([config: text])
                let result = try PickListBinary().run(arguments, in: folder.path)
                outcomes.append(["\(result.status)", result.stdout, result.stderr, folder.read("out/purpose.picklist.swift") ?? "-"])
            }
            #expect(outcomes[0] == outcomes[1], "\(text)")
        }
    }

    /// The header names the spec from its package root: `generate` from two folders and
    /// `--check` from a third agree, byte for byte.
    @Test func generateAndCheck_agree_fromAnyFolder() throws {
        let folder = try package()
        try folder.makeFolder("a/b")
        let binary = try PickListBinary()
        let fromRoot = try binary.run(["generate", "Sources/App", "--output", "Generated"], in: folder.path)
        #expect(fromRoot.status == 0, "\(fromRoot.stdout)")
        let first = try #require(folder.read("Generated/purpose.picklist.swift"))
        #expect(first.hasPrefix("// Generated by picklist from Sources/App/purpose.picklist.yml. Do not edit.\n"))

        let fromDeeper = try binary.run(["generate", "../../Sources/App", "--output", "../../Generated"], in: folder.file("a/b"))
        #expect(fromDeeper.status == 0, "\(fromDeeper.stdout)")
        #expect(folder.read("Generated/purpose.picklist.swift") == first)

        let check = try binary.run(["generate", "--check", "../App", "--output", "../../Generated"], in: folder.file("Sources/App"))
        #expect(check.status == 0, "\(check.stdout)")
        let absolute = try binary.run(["generate", "--check", folder.file("Sources/App"), "--output", folder.file("Generated")], in: "/")
        #expect(absolute.status == 0, "\(absolute.stdout)")
    }
}
