import PickListKit
import Testing

/// A runtime list whose spec has `footer:`, as picklist generates it.
private enum Recipients: RuntimePickList {
    static let definition = PickListPolicy(
        title: "Recipients", selection: .multiple, allRow: PickListAllRow(title: "Everyone", position: .last),
        footer: "People outside your organization are marked.")
}

/// A runtime list without a footer of its own.
private enum Plain: RuntimePickList {
    static let definition = PickListPolicy(title: "Plain", selection: .multiple)
}

@Suite("Runtime rows carry footers")
struct RuntimeFooterTests {
    let ada = PickListEntry(id: 1, title: "Ada")
    let bob = PickListEntry(id: 2, title: "Bob")
    let cy = PickListEntry(id: 3, title: "Cy")

    @Test func rowsWithoutSections_showTheListFooterUnderThem() {
        let rows = Recipients.Rows([ada, bob])
        #expect(rows.sections.map(\.footer) == ["People outside your organization are marked."])
        #expect(rows.sectionFooter(0) == "People outside your organization are marked.")
        #expect(rows.sectionFooter(1) == nil)
        #expect(rows.sectionFooter(-1) == nil)
        #expect(Plain.Rows([ada]).sections.map(\.footer) == [nil])
    }

    @Test func sectionFooters_areTheApps_andTheListFooterGoesUnderTheLastSectionOfRows() {
        let rows = Recipients.Rows(sections: [
            PickListEntrySection(title: "Engineering", entries: [ada], footer: "On call this week."),
            PickListEntrySection(title: "Design", entries: [bob]),
            PickListEntrySection(title: "Product", entries: [cy]),
        ])
        // The all-row comes last, in a section of its own, without a footer.
        #expect(rows.sections.map(\.title) == ["Engineering", "Design", "Product", nil])
        #expect(rows.sections.map(\.footer) == ["On call this week.", nil, "People outside your organization are marked.", nil])
        // The app's own footer for the last section wins.
        let own = Recipients.Rows(sections: [
            PickListEntrySection(title: "Engineering", entries: [ada]),
            PickListEntrySection(title: "Design", entries: [bob], footer: "Hiring."),
        ])
        #expect(own.sections.map(\.footer) == [nil, "Hiring.", nil])
    }

    @Test func anUpdate_bringsItsFooters_andFootersTellRowsApart() {
        var rows = Plain.Rows(sections: [PickListEntrySection(title: "A", entries: [ada], footer: "Old")], selecting: [1])
        let same = Plain.Rows(sections: [PickListEntrySection(title: "A", entries: [ada], footer: "Old")], selecting: [1])
        #expect(rows == same)
        _ = rows.update(sections: [PickListEntrySection(title: "A", entries: [ada], footer: "New")])
        #expect(rows.sections.map(\.footer) == ["New"])
        #expect(rows.selectedIDs == [1])
        #expect(rows != same)
    }
}
