import PickListKit
import PickListTestSupport

/// Random definitions of enum lists, drawn from the fuzz input, as picklist would generate
/// them from a valid spec: `single` (with or without `deselect` and `required`) or `multiple`
/// (bounds within the enabled items, an all-row at either end or a Select All button, with each `while_all`, edit
/// mode, exclusive items, `order: selection`), disabled items, action items and items only the
/// app selects, one untitled section or
/// several titled ones, a default of nothing, all or some items, summary texts with and
/// without placeholders.
enum EnumListDefinitions {
    /// Titles, some of them placeholders or separators a summary must not read as its own.
    static let titles = RuntimeRowsRandom<Int>.titles + [" "]
    /// Summary texts, `nil` for a missing key.
    static let summaryTexts: [String?] = [
        nil, nil, "", "{count} selected", "{title}", "{count} of {total}", "All {total}", "{{count}} {nope", "None",
    ]

    /// A definition of `Item` (of `count` cases) drawn from `choices`, and a description of it
    /// for reports.
    static func make<Item: FuzzEnumList>(_: Item.Type, count: Int, _ choices: inout FuzzChoices) -> (PickListDefinition<Item>, () -> String) {
        let ids = (0..<count).map { "item\($0)" }
        let titles = ids.map { _ in choices.element(of: Self.titles) }
        let sections = randomSections(ids: ids, titles: titles, &choices)
        let summary = PickListSummaryFormat(
            none: choices.element(of: summaryTexts), one: choices.element(of: summaryTexts),
            other: choices.element(of: summaryTexts), all: choices.element(of: summaryTexts))
        let disabled = ids.filter { _ in choices.chance(20) }
        // Action items (never selected) and items only the app selects: an action item is
        // nothing else, as the compiler requires.
        let actions = ids.filter { _ in choices.chance(10) }
        let unselectable = ids.filter { !actions.contains($0) && choices.chance(10) }
        let enabled = ids.filter { !disabled.contains($0) && !actions.contains($0) }
        let list = "\(Item.self)"
        let kinds = { "actions \(actions), unselectable \(unselectable)" }
        if choices.chance(30) {
            let deselect = choices.nextBool()
            let required = choices.nextBool()
            let defaultSelection: PickListDefault = enabled.isEmpty || choices.nextBool() ? .none : .ids([choices.element(of: enabled)])
            let definition = PickListDefinition<Item>(
                title: "Fuzz", selection: .single, deselect: deselect, required: required, summary: summary,
                sections: sections, disabled: disabled, defaultSelection: defaultSelection, actions: actions,
                unselectable: unselectable)
            return (definition, { "\(list), \(describe(definition)), \(kinds()), default \(defaultSelection)" })
        }
        let exclusive = ids.filter { !actions.contains($0) && choices.chance(15) }
        let minimum: Int? = choices.nextBool() ? nil : choices.next(in: 0...enabled.count)
        let maximum: Int? = choices.nextBool() ? nil : choices.next(in: (minimum ?? 0)...enabled.count)
        var allRow: PickListAllRow? =
            choices.chance(35)
            ? nil
            : PickListAllRow(
                position: choices.nextBool() ? .first : .last, whileAll: choices.element(of: PickListAllRow.WhileAll.allCases))
        // Select All as a button, not a row (`all: {row: false}`), now and then.
        if let row = allRow, choices.chance(25) { allRow = PickListAllRow(whileAll: row.whileAll, showsRow: false) }
        let editMode = choices.chance(25)
        let order: PickListOrder = choices.nextBool() ? .selection : .display
        let allRowCount = enabled.filter { !exclusive.contains($0) && !unselectable.contains($0) }.count
        let defaultSelection: PickListDefault
        switch choices.next(below: 3) {
        case 0 where allRowCount <= maximum ?? Int.max: defaultSelection = .all
        case 1: defaultSelection = .ids(choices.subset(of: enabled))
        default: defaultSelection = .none
        }
        let definition = PickListDefinition<Item>(
            title: "Fuzz", selection: .multiple, minimum: minimum, maximum: maximum, allRow: allRow, editMode: editMode,
            summary: summary, sections: sections, disabled: disabled, defaultSelection: defaultSelection,
            exclusive: exclusive, order: order, actions: actions, unselectable: unselectable)
        return (definition, { "\(list), \(describe(definition)), exclusive \(exclusive), \(kinds()), default \(defaultSelection)" })
    }

    /// The rules, sections, titles and disabled items of `definition`, for reports.
    static func describe<Item>(_ definition: PickListDefinition<Item>) -> String {
        let sections = definition.sections.map { section in
            "\(section.title.map { "\"\($0)\"" } ?? "untitled"): \(section.rows.map { row in row.item.map { "\($0.id) \"\($0.title)\"\($0.isEnabled ? "" : " (disabled)")" } ?? "all" })"
        }
        return "\(ModelRules(Item.self).label), summary \(definition.summary), sections \(sections)"
    }

    /// One untitled section, or titled sections of one or more items each.
    static func randomSections(ids: [String], titles: [String], _ choices: inout FuzzChoices) -> [PickListSectionInfo] {
        if choices.nextBool() {
            return [PickListSectionInfo(title: nil, ids: ids, titles: titles)]
        }
        var sections: [PickListSectionInfo] = []
        var start = 0
        for end in 1...ids.count where end == ids.count || choices.chance(30) {
            sections.append(PickListSectionInfo(
                title: "Section \(sections.count + 1)", ids: Array(ids[start..<end]), titles: Array(titles[start..<end])))
            start = end
        }
        return sections
    }
}
