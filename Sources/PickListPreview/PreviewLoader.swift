package import PickListCompiler
import PickListKit

/// What `picklist preview` is asked to show: which spec and list, with which rows and texts.
package struct PreviewRequest: Hashable, Sendable {
    /// The spec file (or a folder of specs).
    package var specPath: String
    /// The list's `name`, when the file holds several.
    package var list: String?
    /// `--rows FILE`: a `rows: runtime` list's rows.
    package var rowsPath: String?
    /// `--localization LANG`.
    package var language: String?
    /// `--catalog` or `--strings`.
    package var translations: PreviewTranslationSource?
    /// `--subset NAME`: show only the items of the list's subset of that name.
    package var subset: String?

    package init(
        specPath: String, list: String? = nil, rowsPath: String? = nil, language: String? = nil,
        translations: PreviewTranslationSource? = nil, subset: String? = nil
    ) {
        self.specPath = specPath
        self.list = list
        self.rowsPath = rowsPath
        self.language = language
        self.translations = translations
        self.subset = subset
    }
}

/// A list ready to preview, or the problems that stop it.
package struct PreviewPreparation: Sendable {
    /// The session, when nothing stops it.
    package var session: PreviewSession?
    /// The spec's lint diagnostics when it has errors (then nothing else is read), otherwise
    /// the problems of the other inputs (rows, translations, `--list`); warnings included.
    package var diagnostics: [Diagnostic]
    /// Each file's text by path, for the diagnostics' excerpts.
    package var sources: [String: String]
    /// How many files were read, for the text format's count line.
    package var fileCount: Int
    /// The rows file read, if any.
    package var rowsFile: PreviewRowsFile?

    /// The exit status the problems call for: 0 when the session can run.
    package var exitStatus: ExitStatus {
        ExitStatus.status(for: diagnostics, strict: false)
    }
}

/// Reads what a preview needs, checking each input: the spec (lint's whole check), the list,
/// the rows file, the translations.
package enum PreviewLoader {
    /// Prepares the session for `request`. A spec with an error stops everything: the
    /// preparation then holds lint's diagnostics, exactly as `picklist lint` reports them.
    package static func prepare(_ request: PreviewRequest) -> PreviewPreparation {
        let lint = Linter().run(paths: [request.specPath])
        var preparation = PreviewPreparation(session: nil, diagnostics: [], sources: lint.sources, fileCount: lint.fileCount)
        if lint.hasErrors {
            preparation.diagnostics = lint.diagnostics
            return preparation
        }
        let spec: Spec
        switch choose(request.list, among: lint.specs, path: request.specPath) {
        case .success(let chosen): spec = chosen
        case .failure(let problem):
            preparation.diagnostics = [problem.diagnostic]
            return preparation
        }

        var subset: Spec.Subset?
        if let name = request.subset {
            switch chooseSubset(name, of: spec) {
            case .success(let chosen): subset = chosen
            case .failure(let problem):
                preparation.diagnostics = [problem.diagnostic]
                return preparation
            }
        }

        var rows: [PickListEntrySection<String>]?
        if let rowsPath = request.rowsPath {
            guard spec.hasRuntimeRows else {
                preparation.diagnostics.append(.error(
                    PreviewRule.previewOption,
                    "--rows gives the rows of a 'rows: runtime' list, but the list '\(spec.name)' writes its items in its spec",
                    at: spec.location))
                return preparation
            }
            let file = PreviewRowsFile.read(path: rowsPath)
            preparation.rowsFile = file
            preparation.fileCount += 1
            if let source = file.source { preparation.sources[rowsPath] = source }
            preparation.diagnostics += file.diagnostics
            rows = file.sections
            if spec.isMixed {
                preparation.diagnostics += writtenIDClashes(file.sections, spec: spec, rowsPath: rowsPath)
            }
        }

        var texts = PreviewTexts.untranslated
        if let language = request.language, let source = request.translations {
            let loaded = PreviewTranslations.load(language: language, from: source, for: spec)
            texts = loaded.texts
            preparation.diagnostics += loaded.diagnostics
            preparation.sources.merge(loaded.sources) { first, _ in first }
            preparation.fileCount += loaded.sources.count
        }
        preparation.diagnostics.sort(by: Diagnostic.reportOrder)
        if preparation.exitStatus == .clean {
            preparation.session = PreviewSession(spec: spec, rows: rows, texts: texts, subset: subset)
            preparation.session?.rowsSource = request.rowsPath
        }
        return preparation
    }

    /// Why no list was chosen.
    private struct ListProblem: Error {
        var diagnostic: Diagnostic
    }

    /// The list `name` names, or the only list; an error naming the lists otherwise.
    /// A mixed list's rows file with a row whose id is a written row's: the preview names rows by
    /// their ids, so that row is left out as a duplicate (in an app the two are different rows,
    /// `.item` and `.entry`); said once per such row, at the file, with a note at the written item.
    private static func writtenIDClashes(_ sections: [PickListEntrySection<String>], spec: Spec, rowsPath: String) -> [Diagnostic] {
        let written = Dictionary(spec.items.map { ($0.id, $0.location) }, uniquingKeysWith: { first, _ in first })
        return sections.flatMap(\.entries).compactMap { entry in
            guard let item = written[entry.id] else { return nil }
            return .warning(
                PreviewRule.duplicateRowID,
                "the row '\(entry.id)' has the id of a written row; the preview names rows by id, so it is left out (in the app the two are different rows, .item and .entry)",
                at: SourceLocation(file: rowsPath, line: 1, column: 1), notes: [Diagnostic.Note("the written row", at: item)])
        }
    }

    /// The subset `name` names (`--subset`), as `X.Selection(subset:)` takes it; an error at the
    /// list when it has no subsets, or none of that name (listing them, with the name meant).
    private static func chooseSubset(_ name: String, of spec: Spec) -> Result<Spec.Subset, ListProblem> {
        if let subset = spec.subsets.first(where: { $0.name == name }) { return .success(subset) }
        let names = spec.subsets.map(\.name)
        let message = names.isEmpty
            ? "--subset \(name): the list '\(spec.name)' has no subsets; a list names them under 'subsets:', or drop --subset to show every item"
            : "--subset \(name): the list '\(spec.name)' has no subset '\(name)'; its subsets are \(names.map { "'\($0)'" }.joined(separator: ", "))"
        return .failure(ListProblem(diagnostic: .error(
            PreviewRule.previewOption, message, at: spec.location,
            suggestion: Suggestion.closest(to: name, among: names))))
    }

    private static func choose(_ name: String?, among specs: [Spec], path: String) -> Result<Spec, ListProblem> {
        let names = specs.map { "'\($0.name)' (\($0.sourcePath))" }.joined(separator: ", ")
        if let name {
            if let spec = specs.first(where: { $0.name == name }) { return .success(spec) }
            let message = specs.isEmpty
                ? "no list named '\(name)': '\(path)' holds no list"
                : "no list named '\(name)' in '\(path)'; its lists are \(names)"
            return .failure(ListProblem(diagnostic: .error(
                PreviewRule.unknownList, message, at: SourceLocation(file: path),
                suggestion: Suggestion.closest(to: name, among: specs.map(\.name)))))
        }
        switch specs.count {
        case 1:
            return .success(specs[0])
        case 0:
            return .failure(ListProblem(diagnostic: .error(
                PreviewRule.unknownList, "'\(path)' holds no list to preview", at: SourceLocation(file: path))))
        default:
            return .failure(ListProblem(diagnostic: .error(
                PreviewRule.unknownList, "'\(path)' holds \(specs.count) lists; choose one with --list NAME: \(names)",
                at: SourceLocation(file: path))))
        }
    }
}
