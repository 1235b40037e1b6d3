import ArgumentParser
import Foundation
import PickListCompiler
import PickListSupport
import PickListPreview

/// `picklist preview SPEC`: a list's behaviour, in the terminal, as text or JSON, or as a
/// picture. The work is PickListPreview's (`PreviewLoader`, `PreviewScript`, the
/// formatters, `PreviewSVG`); this reads the options and prints.
struct PreviewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Try a list's behaviour: interactively, as a script's text or JSON, or as a picture.",
        discussion: """
            The list behaves exactly as in an app: the preview drives PickListKit's own \
            selection engine on the spec as read (no rule is re-implemented).

            Interactive: when standard output is a terminal and no --tap, --tap-all, --edit, \
            --search, --format or --svg is given, the list opens full screen (arrows move, space \
            taps, e toggles edit mode, a presses a Select All button, / searches, r resets, q quits), with what the app does \
            (--hide, --unavailable, --set-title, --select …) done first.

            Scripted: otherwise the steps (--edit, --tap, --tap-all, --select-all, --deselect-all, \
            --toggle-all (the Select All button of a list with all: {row: false}, shown on the \
            title line and in JSON as allButton), --search, --move, and what \
            the app does at runtime: --hide, --show, --unavailable, --set-title, --set-subtitle, \
            --select, --deselect) run in the order given, and the final state is printed as plain text (one line \
            per row: the checkmark column, title — subtitle, (disabled); section headers; \
            each step's outcome: changed, unchanged, or refused: and the text the app gets \
            for the refusal (the spec's messages, or PickListKit's: You can choose up to N.), \
            or no such row; the summary line; an item's image as its name in brackets, its \
            value after it, a section's footer under its rows, a dash on a partly selected \
            all-row, and, after the summary, the selected values and whether the selection is \
            valid), or as JSON with --format json. A tap that names no row (a title, a Swift \
            case name, a typo) says which id was meant. A search shows the matching rows in their \
            sections and hides the all-row, as a searching table view does. A hidden row is gone \
            (the step prints the index path a table view deletes), an unavailable one is dimmed \
            and a tap on it gets the list's messages.disabled, a title set is what search and the \
            summary use, --select chooses a row as the app does (no tap), and --move FROM:TO \
            reorders the picks of an order: selection list (offsets from 0, as SwiftUI's onMove). \
            An id may begin with '-' (--tap -12). An id no item has, --set-title or \
            --set-subtitle without '=', a --move not FROM:TO, hiding the last row and --tap all on a list with both an \
            all-row and an item 'all' (write --tap-all or --tap id:all) are errors.

            Runtime lists (rows: runtime) take their rows from --rows FILE: a JSON array of \
            objects, or a CSV file with a header row, with the fields id and title, and \
            optionally subtitle, enabled (true or false), keywords (a JSON array; in CSV \
            separated by ';'), section, symbol or image (the image before the title), and the \
            kinds of row an app gives: action (true: a row that chooses nothing), selectable \
            (false: a row only the app selects), exclusive (true: a "None of these" row) and \
            indent (0 to 10 levels). Rows with a section are grouped into titled \
            sections in the order the sections first appear. A .json file is JSON, a .csv \
            file CSV, any other JSON when it starts with '['.

            Localized lists: --localization LANG with --catalog FILE.xcstrings or --strings \
            DIR (DIR/LANG.lproj/TABLE.strings) shows the translations an app would show.

            Examples:
              picklist preview specs/quote-categories.picklist.yml
              picklist preview specs/quote-categories.picklist.yml --tap brave --tap all
              picklist preview specs/messages.picklist.yml --edit --tap lunch --format json
              picklist preview specs/time-zone.picklist.yml --search lon --svg zones.svg
              picklist preview settings.picklist.yml --list UnlockMethod --unavailable faceID --tap faceID
              picklist preview inbox.picklist.yml --rows inbox.json --edit --tap 4106
              picklist preview kinds.picklist.yml --localization de --strings Resources

            A spec with errors prints lint's diagnostics (in --format's format) and nothing \
            else; so do a bad rows or translations file and an unknown --list. Warnings \
            (a duplicate row id, --localization for a list that is not localized) go to \
            standard error, and the preview runs.

            Exit status: 0 when the preview ran (refused taps included), 1 when the spec, \
            the rows, the translations, --list or a step have an error, 2 for a usage error (a path \
            that does not exist included), 3 when a file cannot be read or the picture \
            cannot be written.
            """
    )

    /// The output of a scripted preview.
    enum Format: String, CaseIterable, ExpressibleByArgument {
        case text
        case json
    }

    @Argument(help: "The spec file (or a folder of specs, with --list).")
    var spec: String

    @Option(help: ArgumentHelp("The list to show, by its name (for a file of several lists).", valueName: "name"))
    var list: String?

    @Option(help: ArgumentHelp("A rows: runtime list's rows: a JSON array or a CSV file (see above).", valueName: "file"))
    var rows: String?

    @Option(help: ArgumentHelp("Show only the items of the list's subset of this name (subsets: in the spec), as X.Selection(subset:) does.", valueName: "name"))
    var subset: String?

    @Option(help: ArgumentHelp("Show the list's texts in this language (with --catalog or --strings).", valueName: "lang"))
    var localization: String?

    @Option(help: ArgumentHelp("The String Catalog holding the translations.", valueName: "file.xcstrings"))
    var catalog: String?

    @Option(name: .customLong("strings"), help: ArgumentHelp("The folder of <lang>.lproj/<table>.strings files holding the translations.", valueName: "dir"))
    var stringsFolder: String?

    @Option(name: .customLong("tap"), parsing: .unconditionalSingleValue, help: ArgumentHelp(
        "Tap a row by its id (repeatable): 'all' is the all-row, 'id:NAME' always the item NAME.",
        valueName: "id|all"))
    var taps: [String] = []

    @Flag(name: .customLong("tap-all"), help: "Tap the all-row (repeatable), also on a list with an item whose id is 'all'.")
    var allRowTaps: Int

    @Flag(name: .customLong("select-all"), help: "Press the Select All button of a list with all: {row: false} (repeatable): selectAll().")
    var selectAllPresses: Int

    @Flag(name: .customLong("deselect-all"), help: "Press its Deselect All (repeatable): deselectAll(), which also clears a selection of some items.")
    var deselectAllPresses: Int

    @Flag(name: .customLong("toggle-all"), help: "Press the button whatever it shows (repeatable): toggleAll(), as the app's button calls it.")
    var toggleAllPresses: Int

    @Flag(help: "Enter edit mode (lists with edit_mode).")
    var edit = false

    @Option(help: ArgumentHelp("Search: show only the rows whose title or keywords match, from this step on.", valueName: "text"))
    var search: String?

    @Option(name: .customLong("hide"), parsing: .unconditionalSingleValue, help: ArgumentHelp(
        "The app hides the item's row (repeatable): it is gone, and the step says which index path a table view deletes.",
        valueName: "id"))
    var hiddenIDs: [String] = []

    @Option(name: .customLong("show"), parsing: .unconditionalSingleValue, help: ArgumentHelp("The app shows a hidden row again (repeatable).", valueName: "id"))
    var shownIDs: [String] = []

    @Option(name: .customLong("unavailable"), parsing: .unconditionalSingleValue, help: ArgumentHelp(
        "The app makes the item unavailable (repeatable): dimmed, and a tap on it is refused with messages.disabled.",
        valueName: "id"))
    var unavailableIDs: [String] = []

    @Option(name: .customLong("set-title"), parsing: .unconditionalSingleValue, help: ArgumentHelp(
        "The app sets the item's title (repeatable); search and the summary use it. ID= shows the written title again.",
        valueName: "id=text"))
    var titles: [String] = []

    @Option(name: .customLong("set-subtitle"), parsing: .unconditionalSingleValue, help: ArgumentHelp(
        "The app sets the item's subtitle (repeatable); search in subtitles uses it. ID= shows the written subtitle again.",
        valueName: "id=text"))
    var subtitles: [String] = []

    @Option(name: .customLong("select"), parsing: .unconditionalSingleValue, help: ArgumentHelp("The app selects the item, not a tap (repeatable).", valueName: "id"))
    var selectedIDs: [String] = []

    @Option(name: .customLong("deselect"), parsing: .unconditionalSingleValue, help: ArgumentHelp("The app deselects the item (repeatable).", valueName: "id"))
    var deselectedIDs: [String] = []

    @Option(name: .customLong("move"), help: ArgumentHelp(
        "Move picks of an order: selection list, as SwiftUI's onMove (repeatable): offsets into the picks from 0, '2:0' puts the third first.",
        valueName: "from:to"))
    var moves: [String] = []

    @Option(help: "The scripted output: text or json (diagnostics are printed in the same format).")
    var format: Format?

    @Option(help: ArgumentHelp(
        "Draw the final state as an SVG picture of an iOS grouped table into this file ('-': standard output). Written only when its bytes change.",
        valueName: "file.svg"))
    var svg: String?

    func validate() throws {
        if localization != nil, catalog == nil, stringsFolder == nil {
            throw ValidationError("--localization needs the translations: --catalog <file.xcstrings> or --strings <dir>")
        }
        if catalog != nil || stringsFolder != nil, localization == nil {
            throw ValidationError("--catalog and --strings need --localization <lang>: the language to show")
        }
        if catalog != nil, stringsFolder != nil {
            throw ValidationError("give the translations once: either --catalog <file.xcstrings> or --strings <dir>")
        }
        if let localization, localization.isEmpty || localization.contains("/") {
            throw ValidationError("--localization must be a language code such as 'de', not '\(localization)'")
        }
        if svg == "-", format != nil {
            throw ValidationError("--svg - prints the picture on standard output: it cannot also take --format's output")
        }
    }

    func run() throws {
        let request = PreviewRequest(
            specPath: spec, list: list, rowsPath: rows, language: localization,
            translations: catalog.map(PreviewTranslationSource.catalog) ?? stringsFolder.map(PreviewTranslationSource.stringsFolder),
            subset: subset)
        let preparation = PreviewLoader.prepare(request)
        guard var session = preparation.session else {
            print(preparation.diagnostics, sources: preparation.sources, fileCount: preparation.fileCount,
                  format: format == .json ? .json : .text, toStandardError: false)
            throw ExitCode(max(preparation.exitStatus, .findings).rawValue)
        }
        if !preparation.diagnostics.isEmpty {
            print(preparation.diagnostics, sources: preparation.sources, fileCount: preparation.fileCount,
                  format: .text, toStandardError: true)
        }

        let script = try PreviewScript(steps: steps(in: Array(CommandLine.arguments.dropFirst())))
        // The app's own changes (hidden rows, titles …) set the list up for a person to try
        // interactively; a tap, edit mode or a search makes a script.
        let isInteractive = script.steps.allSatisfy(\.isAppChange) && format == nil && svg == nil && isatty(STDOUT_FILENO) == 1
        let steps: [PreviewStep]
        do {
            steps = try script.play(on: &session)
        } catch {
            // Nothing is printed or drawn: the one line says what to change.
            FileHandle.standardError.write(Data("picklist preview: \(error.message)\n".utf8))
            throw ExitCode(ExitStatus.findings.rawValue)
        }
        if isInteractive {
            session.makeThisTheStart()  // `r` goes back to the list as the app set it up
            try Self.runInteractive(session)
            return
        }
        if let svg {
            let picture = PreviewSVG.render(session, steps: steps)
            if svg == "-" {
                FileHandle.standardOutput.write(Data(picture.utf8))
                return
            }
            do {
                _ = try OutputWriter().write(RenderedFile(sourcePath: spec, outputPath: svg, text: picture))
            } catch {
                FileHandle.standardError.write(Data("picklist preview: \(error.message)\n".utf8))
                throw ExitCode(ExitStatus.ioFailure.rawValue)
            }
            // With --svg, standard output gets the scripted output only when --format asks.
            guard format != nil else { return }
        }
        let output = switch format ?? .text {
        case .text: PreviewTextFormatter.render(session, steps: steps)
        case .json: PreviewJSONFormatter.render(session, steps: steps)
        }
        FileHandle.standardOutput.write(Data(output.utf8))
    }

    private func print(_ diagnostics: [Diagnostic], sources: [String: String], fileCount: Int, format: DiagnosticFormat, toStandardError: Bool) {
        let handle = toStandardError ? FileHandle.standardError : FileHandle.standardOutput
        let descriptor = toStandardError ? STDERR_FILENO : STDOUT_FILENO
        let colors = format == .text && TerminalColors.shouldUseColors(
            isTerminal: isatty(descriptor) == 1, environment: ProcessInfo.processInfo.environment)
        let formatter = DiagnosticFormatter(format: format, sources: sources, colors: colors)
        handle.write(Data(formatter.string(for: diagnostics, fileCount: fileCount).utf8))
    }
}
