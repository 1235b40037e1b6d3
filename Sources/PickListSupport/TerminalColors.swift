/// Whether picklist paints its output with ANSI colours: the one rule behind the diagnostics'
/// text format, `picklist strings`' report and the interactive preview.
package enum TerminalColors {
    /// Colour only when writing to a terminal, the `NO_COLOR` variable is unset or empty
    /// (https://no-color.org) and `TERM` is not `dumb`.
    package static func shouldUseColors(isTerminal: Bool, environment: [String: String]) -> Bool {
        guard isTerminal else { return false }
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
        return environment["TERM"] != "dumb"
    }
}
