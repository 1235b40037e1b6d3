import PickListKit
import Testing

/// The list of Specs/theme-colors.picklist.yml: `color` fields read as `PickListColor`, a
/// theme looked up by its tint, and each row's `swatch` as its image.
@Suite("Theme colours")
struct ThemeColorsTests {
    @Test func colorFields_readAsPickListColor() throws {
        #expect(ThemePalette.light.tint.hex == "#007AFFFF")
        #expect(ThemePalette.dark.tint == PickListColor("#0A84FF"))              // written in lowercase
        #expect(ThemePalette.sepia.tint.alpha == 128.0 / 255)
        #expect(ThemePalette.light.background == nil)
        #expect(ThemePalette.dark.background?.hex == "#1C1C1EFF")
        let tint = try #require(PickListColor("#34C759"))
        #expect(ThemePalette(tint: tint) == .system)
        #expect(ThemePalette(tint: PickListColor(redByte: 1, greenByte: 2, blueByte: 3)) == nil)
    }

    @Test func swatch_isTheImage() throws {
        let white = try #require(PickListColor("#FFFFFF"))
        let black = try #require(PickListColor("#000000"))
        #expect(ThemePalette.light.image == .swatch([white, black]))
        #expect(ThemePalette.sepia.image == .swatch([PickListColor("#F4ECD8")!]))
        #expect(ThemePalette.system.image == .symbol("circle.lefthalf.filled"))
        #expect(ThemePalette.light.image?.name == "#FFFFFFFF #000000FF")
    }
}
