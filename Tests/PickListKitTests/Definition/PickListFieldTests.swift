import PickListKit
import Testing

/// A list with fields as the built-in `swift` template generates it: one `PickListField`
/// table per field, a property over each, a lookup over the `unique` one.
private enum Theme: PickList {
    case light, dark, sepia

    static let definition = PickListDefinition<Theme>(
        title: "Theme",
        selection: .single,
        ids: """
            light
            dark
            sepia
            """,
        titles: """
            Light
            Dark
            Sepia
            """
    )

    private static let tintValues = PickListField<Theme, PickListColor>("""
            #FFFFFF
            #1C1C1EFF
            #F4ECD8
            """, unique: true)
    var tint: PickListColor { Self.tintValues.value(of: self) }
    init?(tint: PickListColor) {
        guard let item = Self.tintValues.item(withValue: tint) else { return nil }
        self = item
    }

    private static let contrastValues = PickListField<Theme, Int32?>("""
            4

            7
            """, unique: true)
    var contrast: Int32? { Self.contrastValues.value(of: self) }

    private static let labelValues = PickListField<Theme, String>("""
            Plain
            Plain
            Warm
            """)
    var label: String { Self.labelValues.value(of: self) }

    private static let noteValues = PickListField<Theme, String?>(parsingNonEmpty: { $0 == "-" ? nil : $0 }, """
            Best in daylight

            Easy on the eyes
            """)
    var note: String? { Self.noteValues.value(of: self) }
}

@Suite("PickListField")
struct PickListFieldTests {
    @Test func values_byOrdinal() {
        #expect(Theme.allCases.map(\.label) == ["Plain", "Plain", "Warm"])    // values repeat
        #expect(Theme.allCases.map(\.contrast) == [4, nil, 7])
        #expect(Theme.allCases.map(\.note) == ["Best in daylight", nil, "Easy on the eyes"])
        #expect(Theme.dark.tint.hex == "#1C1C1EFF")
    }

    @Test func uniqueLookup_findsEachItem_nilForOthers() {
        for theme in Theme.allCases {
            #expect(Theme(tint: theme.tint) == theme)
        }
        #expect(Theme(tint: PickListColor("#000000")!) == nil)
        // The optional field's nil is not a value: no item is found by it.
        #expect(Theme.allCases.filter { $0.contrast == nil } == [.dark])
    }
}

@Suite("PickListColor")
struct PickListColorTests {
    @Test func reads_sixAndEightDigits_eitherCase() throws {
        let orange = try #require(PickListColor("#FF9500"))
        #expect(orange.redByte == 255 && orange.greenByte == 0x95 && orange.blueByte == 0 && orange.alphaByte == 255)
        #expect(orange.red == 1 && orange.blue == 0 && orange.alpha == 1)
        #expect(abs(orange.green - 149.0 / 255) < 1e-12)
        #expect(orange.hex == "#FF9500FF")
        #expect(PickListColor("#ff950080")?.alpha == 128.0 / 255)
        #expect(PickListColor("#ff950080") == PickListColor("#FF950080"))
        #expect(PickListColor("#FF9500") == PickListColor("#FF9500FF"))
    }

    @Test func refuses_otherTexts() {
        for text in ["", "#", "#12345", "#1234567", "FF9500", "#GG9500", "#FF9500FF0", " #FF9500", "#FF 500"] {
            #expect(PickListColor(text) == nil, "\(text)")
        }
    }

    @Test func hex_readsBack() {
        for text in ["#000000FF", "#FFFFFF00", "#12AB9C7E"] {
            #expect(PickListColor(text)?.hex == text)
            #expect(PickListColor(text).map(String.init(describing:)) == text)
        }
    }
}
