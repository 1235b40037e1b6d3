import Testing
import PickListSupport

@Suite struct TerminalColorsTests {
    @Test func colors_onlyOnATerminalWithoutNoColor() {
        #expect(TerminalColors.shouldUseColors(isTerminal: true, environment: [:]))
        #expect(!TerminalColors.shouldUseColors(isTerminal: false, environment: [:]))
        #expect(!TerminalColors.shouldUseColors(isTerminal: true, environment: ["NO_COLOR": "1"]))
        #expect(TerminalColors.shouldUseColors(isTerminal: true, environment: ["NO_COLOR": ""]))
        #expect(!TerminalColors.shouldUseColors(isTerminal: true, environment: ["TERM": "dumb"]))
    }
}
