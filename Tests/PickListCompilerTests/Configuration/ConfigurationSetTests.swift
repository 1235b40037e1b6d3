import Foundation
@testable import PickListCompiler
import PickListCompilerTestSupport
import Testing

/// The configurations of a run: one per folder, each for the specs in its folder, templates
/// resolved from the configuration's folder, and the command line's options over them.
@Suite("picklist-config.yml files of a run: where they apply, what they name, what wins")
struct ConfigurationSetTests {
    static let spec = "title: Purpose\nselection: single\nitems: [Design, Testing]\n"

    /// A folder with `App/purpose.picklist.yml`, and `files` written into it.
    func project(_ files: [String: String] = [:]) throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write("App/purpose.picklist.yml", Self.spec)
        for (path, text) in files { try folder.write(path, text) }
        return folder
    }

    /// Loads `configs` (paths in `folder`) for the specs at `specs`, all given as absolute
    /// paths: the tests run in parallel, in one current folder.
    func load(_ configs: [String], in folder: TemporaryFolder, specs: [String] = ["App/purpose.picklist.yml"]) -> ConfigurationSet {
        ConfigurationSet.load(configs.map(folder.file), specPaths: specs.map(folder.file), workingDirectory: "/nowhere")
    }

    @Test func aConfigNextToItsSpecs_isUsed_withNoProblem() throws {
        let folder = try project(["App/picklist-config.yml": "access: internal\ntemplate: json\n"])
        let set = load(["App/picklist-config.yml"], in: folder)
        #expect(set.diagnostics.isEmpty)
        #expect(set.configurations.map(\.folder) == [folder.file("App")])
        #expect(set.configurations.first?.access == .internal)
        #expect(set.configurations.first?.template?.name == "json")
        #expect(set.sources[folder.file("App/picklist-config.yml")] == "access: internal\ntemplate: json\n")
    }

    @Test func ymlBesideYaml_isADuplicate_locatedAtTheGivenFile() throws {
        let folder = try project(["App/picklist-config.yml": "access: internal\n", "App/picklist-config.yaml": "access: public\n"])
        let set = load(["App/picklist-config.yml"], in: folder)
        #expect(set.diagnostics == [.error(
            ConfigurationRule.duplicateConfig,
            "'\(folder.path)/App' has two configuration files, '\(folder.path)/App/picklist-config.yaml' and '\(folder.path)/App/picklist-config.yml'; keep one",
            at: SourceLocation(file: folder.file("App/picklist-config.yml")),
            notes: [.init("the other one", at: SourceLocation(file: folder.file("App/picklist-config.yaml")))])])
    }

    @Test func bothGiven_isOneDuplicate_atTheSecond() throws {
        let folder = try project(["App/picklist-config.yml": "", "App/picklist-config.yaml": ""])
        let set = load(["App/picklist-config.yml", "App/picklist-config.yaml"], in: folder)
        #expect(set.diagnostics.map(\.rule) == ["duplicate-config"])
        #expect(set.diagnostics.first?.location == SourceLocation(file: folder.file("App/picklist-config.yaml")))
    }

    @Test func theSameFileGivenTwice_isReadOnce() throws {
        let folder = try project(["App/picklist-config.yml": "access: internal\n"])
        let set = load(["App/picklist-config.yml", "./App/../App/picklist-config.yml"], in: folder)
        #expect(set.diagnostics.isEmpty)
        #expect(set.configurations.count == 1)
    }

    @Test func aConfigForSpecsOutsideItsFolder_isAnError() throws {
        let folder = try project(["Other/picklist-config.yml": "access: internal\n"])
        let set = load(["Other/picklist-config.yml"], in: folder)
        #expect(set.diagnostics == [.error(
            ConfigurationRule.configWithoutSpecs,
            "'\(folder.path)/Other/picklist-config.yml' configures the specs in '\(folder.path)/Other' and its subfolders, and none of this run's specs is there; give it with the specs of its folder, or give the specs' own configuration",
            at: SourceLocation(file: folder.file("Other/picklist-config.yml")))])
    }

    @Test func aConfigAboveTheSpecs_appliesToThem() throws {
        let folder = try project(["picklist-config.yml": "access: internal\n"])
        let set = load(["picklist-config.yml"], in: folder)
        #expect(set.diagnostics.isEmpty)
        #expect(set.configurations.first?.folder == folder.path)
    }

    @Test func aMisspeltBuiltinTemplate_isMissing_withASuggestion() throws {
        let folder = try project(["App/picklist-config.yml": "template: swfit\n"])
        let set = load(["App/picklist-config.yml"], in: folder)
        #expect(set.diagnostics == [.error(
            ConfigurationRule.missingTemplate, "no template 'swfit': not a built-in (swift, json) nor a file in '\(folder.path)/App'",
            at: SourceLocation(file: folder.file("App/picklist-config.yml"), line: 1, column: 11), suggestion: "swift")])
    }

    @Test func aTemplatePath_isRelativeToTheConfig() throws {
        let folder = try project([
            "App/picklist-config.yml": "template: templates/names.txt.mustache\n",
            "App/templates/names.txt.mustache": "{{#lists}}{{name}}\n{{/lists}}",
        ])
        let set = load(["App/picklist-config.yml"], in: folder)
        #expect(set.diagnostics.isEmpty)
        #expect(set.configurations.first?.template?.outputExtension == "txt")

        let missing = try project(["App/picklist-config.yml": "template: names.txt.mustache\n", "names.txt.mustache": "x"])
        let missingSet = load(["App/picklist-config.yml"], in: missing)
        #expect(missingSet.diagnostics == [.error(
            ConfigurationRule.missingTemplate,
            "no template file '\(missing.path)/App/names.txt.mustache' (a template path is relative to the configuration's folder, '\(missing.path)/App')",
            at: SourceLocation(file: missing.file("App/picklist-config.yml"), line: 1, column: 11))])
    }

    @Test func aTemplateWithASyntaxError_isReportedInTheTemplate() throws {
        let folder = try project(["App/picklist-config.yml": "template: bad.txt.mustache\n", "App/bad.txt.mustache": "{{#lists}}\n"])
        let set = load(["App/picklist-config.yml"], in: folder)
        #expect(set.diagnostics.map(\.rule) == ["template-syntax"])
        #expect(set.diagnostics.first?.location?.file == folder.file("App/bad.txt.mustache"))
    }

    @Test func aMissingConfigFile_isAMissingPath() throws {
        let folder = try project()
        let set = load(["App/picklist-config.yml"], in: folder)
        #expect(set.diagnostics == [.error(
            LoadingRule.missingPath, "no such configuration file: '\(folder.path)/App/picklist-config.yml'",
            at: SourceLocation(file: folder.file("App/picklist-config.yml")))])
    }

    @Test func aFolderGivenAsTheConfig_isUnreadable_andSaysWhatToGive() throws {
        let folder = try project()
        let set = load(["App"], in: folder)
        #expect(set.diagnostics == [.error(
            LoadingRule.unreadableFile,
            "cannot read '\(folder.path)/App': it is a folder; give its configuration file, such as '\(folder.path)/App/picklist-config.yml'",
            at: SourceLocation(file: folder.file("App")))])
    }

    // MARK: What wins

    func options(_ set: ConfigurationSet, template: String? = nil, access: AccessLevel? = nil) throws -> GeneratorOptions {
        set.generatorOptions(
            outputDirectory: "out", template: try template.map { try #require(Template.builtin(named: $0)) }, access: access,
            check: false, relativeTo: nil)
    }

    @Test func theConfig_winsOverTheDefaults_andTheCommandLine_overTheConfig() throws {
        let folder = try project(["App/picklist-config.yml": "access: internal\ntemplate: json\n"])
        let set = load(["App/picklist-config.yml"], in: folder)

        let fromFile = try #require(try options(set).folderSettings.first)
        #expect(fromFile.folder == folder.file("App") && fromFile.access == .internal && fromFile.template.name == "json")

        let overridden = try #require(try options(set, template: "swift", access: .package).folderSettings.first)
        #expect(overridden.access == .package && overridden.template.name == "swift")

        // A key the file leaves out takes the command line's, else the default.
        let partial = try project(["App/picklist-config.yml": "access: internal\n"])
        let partialSet = load(["App/picklist-config.yml"], in: partial)
        let settings = try #require(try options(partialSet).folderSettings.first)
        #expect(settings.access == .internal && settings.template.name == "swift")
        #expect(try options(partialSet).access == .public)
    }
}
