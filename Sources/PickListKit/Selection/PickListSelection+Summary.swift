extension PickListSelection {
    /// The text describing the current selection, from the spec's `summary` texts (their
    /// translations for a localized list, with the items' translated titles).
    ///
    /// Which text is used: `none` when nothing is selected; `all` when every enabled item is
    /// selected and that is more than one item; `one` when one item is selected; `other`
    /// otherwise. Missing texts fall back: `all` → `other` → `{count} selected`;
    /// `one` → `{title}`; `none` → the empty string.
    ///
    /// Placeholders (``PickListSummaryFormat/Placeholder``): `{count}` (number selected),
    /// `{total}` (number of enabled items), `{title}` (the selected items' titles joined with
    /// `, `).
    public var summary: String {
        let definition = Item.definition
        let text: PickListSummaryFormat.Text
        if isEmpty {
            text = .none
        } else if isAll && count > 1 {
            text = .all
        } else if count == 1 {
            text = .one
        } else {
            text = .other
        }
        return Self.substitute(definition.displayedSummary(text)) { name in
            switch PickListSummaryFormat.Placeholder(rawValue: String(name)) {
            case .count: String(count)
            case .total: String(definition.enabledCount)
            case .title: members.ordinals.map { definition.displayedTitle(ofOrdinal: $0) }.joined(separator: ", ")
            case nil: nil
            }
        }
    }

    /// Replaces each `{name}` in `template` for which `value(name)` is not `nil`; other braces
    /// are kept as written.
    static func substitute(_ template: String, _ value: (Substring) -> String?) -> String {
        var result = ""
        var rest = template[...]
        while let open = rest.firstIndex(of: "{") {
            result += rest[..<open]
            let afterOpen = rest.index(after: open)
            guard let close = rest[afterOpen...].firstIndex(where: { $0 == "}" || $0 == "{" }),
                rest[close] == "}", let replacement = value(rest[afterOpen..<close])
            else {
                result.append("{")
                rest = rest[afterOpen...]
                continue
            }
            result += replacement
            rest = rest[rest.index(after: close)...]
        }
        result += rest
        return result
    }
}
