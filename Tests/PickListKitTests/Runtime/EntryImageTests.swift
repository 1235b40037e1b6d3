import PickListKit
import Testing

@Suite("Runtime rows carry an image")
struct EntryImageTests {
    @Test func entry_withoutImage_isCreatedAsBefore() {
        let entry = PickListEntry(id: 1, title: "Ada", subtitle: "Engineer", isEnabled: true, keywords: ["math"])
        #expect(entry.image == nil)
    }

    @Test func entry_keepsItsImage_andImagesCompareByKindAndName() {
        let entry = PickListEntry(id: "wifi", title: "Wi-Fi", image: .symbol("wifi"))
        #expect(entry.image == .symbol("wifi"))
        #expect(entry.image?.name == "wifi")
        #expect(PickListImage.symbol("Logo") != PickListImage.asset("Logo"))
        #expect(Set([PickListImage.asset("Logo"), .asset("Logo"), .symbol("Logo")]).count == 2)
    }
}
