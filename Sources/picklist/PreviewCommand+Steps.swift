import ArgumentParser
import PickListPreview

extension PreviewCommand {
    /// The scripted steps in the order the command line gives them.
    ///
    /// swift-argument-parser keeps each option's values in order but not how the options
    /// interleave, so the order is read from the arguments as typed (`arguments`, the
    /// tool's, without its own path): each step option, spelt `--tap ID` or `--tap=ID`, in
    /// turn, up to a `--`; the values are the parser's, taken in order for each option. The
    /// parser has already refused anything malformed, so each option is seen as often as it
    /// has values.
    func steps(in arguments: [String]) throws -> [PreviewScriptStep] {
        var values: [String: [String]] = [
            "--tap": taps, "--search": search.map { [$0] } ?? [], "--hide": hiddenIDs, "--show": shownIDs,
            "--unavailable": unavailableIDs, "--set-title": titles, "--set-subtitle": subtitles, "--select": selectedIDs,
            "--deselect": deselectedIDs, "--move": moves,
        ]
        var flags: [String: Int] = [
            "--edit": edit ? 1 : 0, "--tap-all": allRowTaps, "--select-all": selectAllPresses, "--deselect-all": deselectAllPresses,
            "--toggle-all": toggleAllPresses,
        ]
        // A repeated --search keeps the parser's last value: only the last one runs.
        var searches = (arguments.prefix { $0 != "--" }.filter { Self.option(in: $0) == "--search" }.count)
        var steps: [PreviewScriptStep] = []
        for (index, argument) in arguments.enumerated() {
            if argument == "--" { break }
            guard let option = Self.option(in: argument) else { continue }
            // An id may begin with '-' (`--tap -12`), so these options take the next argument
            // whatever it is; one that begins with '--' is an option forgotten a value.
            if option == argument, Self.idOptions.contains(option), index + 1 < arguments.count,
               arguments[index + 1].hasPrefix("--") {
                throw ValidationError(
                    "\(option) needs a value before \(arguments[index + 1]); a value that begins with '--' is written \(option)=\(arguments[index + 1])")
            }
            if let count = flags[option] {
                guard count > 0 else { continue }
                flags[option] = option == "--edit" ? 0 : count - 1
                steps.append(Self.flagStep(option))
                continue
            }
            if option == "--search" {
                searches -= 1
                guard searches == 0 else { continue }
            }
            guard var remaining = values[option], !remaining.isEmpty else {
                throw ValidationError("\(option) was given more often than it has values")
            }
            let value = remaining.removeFirst()
            values[option] = remaining
            steps.append(Self.step(option, value))
        }
        return steps
    }

    /// The step a flag gives.
    private static func flagStep(_ option: String) -> PreviewScriptStep {
        switch option {
        case "--edit": .edit
        case "--select-all": .allButton(.selectAll)
        case "--deselect-all": .allButton(.deselectAll)
        case "--toggle-all": .allButton(.toggleAll)
        default: .tapAllRow
        }
    }

    /// The step option an argument gives (`--tap` of `--tap` or `--tap=brave`), or `nil`.
    private static func option(in argument: String) -> String? {
        let name = argument.split(separator: "=", maxSplits: 1).first.map(String.init) ?? argument
        return stepOptions.contains(name) ? name : nil
    }

    /// The options that are steps of a script.
    private static let stepOptions: Set<String> = [
        "--edit", "--tap", "--tap-all", "--select-all", "--deselect-all", "--toggle-all", "--search", "--hide", "--show", "--unavailable", "--set-title", "--set-subtitle",
        "--select", "--deselect", "--move",
    ]

    /// The step options whose value names an item, which may begin with '-' (a stored
    /// time-zone offset, `-12`): they take the next argument unconditionally.
    static let idOptions: Set<String> = [
        "--tap", "--hide", "--show", "--unavailable", "--set-title", "--set-subtitle", "--select", "--deselect",
    ]

    /// The step an option with a value gives.
    private static func step(_ option: String, _ value: String) -> PreviewScriptStep {
        switch option {
        case "--tap": .tap(value)
        case "--search": .search(value)
        case "--hide": .hide(value)
        case "--show": .show(value)
        case "--unavailable": .unavailable(value)
        case "--set-title": .setTitle(value)
        case "--set-subtitle": .setSubtitle(value)
        case "--move": .move(value)
        case "--select": .select(value)
        default: .deselect(value)
        }
    }
}
