/// The values a template renders: one fully resolved context per output file.
///
/// Everything a template could need is computed here — escaped Swift names, quoted
/// literals for Swift and JSON, defaults applied, indexes, `has…`/`is…` flags for
/// optional parts — so templates stay free of logic. The shape is documented in
/// docs/templates.md and versioned by ``version``; change both together.
///
/// The context is built from dictionaries and arrays on purpose: swift-mustache looks
/// a dictionary key up directly, where a struct would be read through `Mirror` on every
/// variable of every render. Every level carries all of its keys (with `false`, `""` or
/// `[]` for absent parts), because Mustache looks a missing key up in the enclosing
/// levels, and an item without a subtitle must never pick up its list's values.
enum TemplateContext {
    /// The version of the context's shape, available to templates as `{{version}}`.
    static let version = 1

    /// The context for one output file holding every list of one spec file.
    /// - Parameters:
    ///   - specs: the lists of the file, in document order.
    ///   - sourcePath: the spec's path as printed in the header (relative to the working folder).
    ///   - access: the access level of the generated declarations.
    static func make(specs: [Spec], sourcePath: String, access: AccessLevel) -> [String: Any] {
        let lists = specs.enumerated().map { index, spec in
            list(spec, index: index, isLast: index == specs.count - 1, access: access)
        }
        return [
            "version": version,
            "sourcePath": sourcePath,
            "sourcePathJSON": LiteralEscaping.jsonString(sourcePath),
            "access": access.rawValue,
            "accessPrefix": access.declarationPrefix,
            "importPrefix": access.importPrefix,
            "isPublic": access == .public,
            "lists": lists,
            "hasSeveralLists": specs.count > 1,
        ]
    }

    private static func list(_ spec: Spec, index: Int, isLast: Bool, access: AccessLevel) -> [String: Any] {
        let itemCount = spec.sections.reduce(0) { $0 + $1.items.count }
        var ordinal = 0
        var caseNameByID: [String: String] = [:]
        var flatItems: [[String: Any]] = []
        var itemDescriptions: [Spec.Item] = []
        let sections = spec.sections.enumerated().map { sectionIndex, section in
            let items = section.items.enumerated().map { indexInSection, item in
                defer { ordinal += 1 }
                caseNameByID[item.id] = item.caseName
                itemDescriptions.append(item)
                let context = self.item(
                    item, index: ordinal, isLast: ordinal == itemCount - 1, indexInSection: indexInSection,
                    isLastInSection: indexInSection == section.items.count - 1
                )
                flatItems.append(context)
                return context
            }
            return self.section(section, index: sectionIndex, isLast: sectionIndex == spec.sections.count - 1, items: items)
        }

        let summary = spec.summary
        let defaultSummary = Spec.Summary()
        var context: [String: Any] = [
            "index": index,
            "isLast": isLast,
            "name": spec.name,
            "title": spec.title,
            "titleLiteral": LiteralEscaping.swiftString(spec.title),
            "titleJSON": LiteralEscaping.jsonString(spec.title),
            "selection": spec.selection.rawValue,
            "isSingle": spec.selection == .single,
            "isMultiple": spec.selection == .multiple,
            "deselect": spec.deselect,
            "hasMinimum": spec.min != nil,
            "minimum": spec.min.map(String.init) ?? "",
            "minimumJSON": spec.min.map(String.init) ?? "null",
            "hasMaximum": spec.max != nil,
            "maximum": spec.max.map(String.init) ?? "",
            "maximumJSON": spec.max.map(String.init) ?? "null",
            "editMode": spec.editMode,
            "isSearchable": spec.searchable,
            "hasDoc": spec.doc != nil,
            "docLines": LiteralEscaping.docCommentLines(spec.doc),
            "docJSON": spec.doc.map(LiteralEscaping.jsonString) ?? "null",
            "summary": [
                "none": summary.none, "noneLiteral": LiteralEscaping.swiftString(summary.none),
                "noneJSON": LiteralEscaping.jsonString(summary.none),
                "one": summary.one, "oneLiteral": LiteralEscaping.swiftString(summary.one),
                "oneJSON": LiteralEscaping.jsonString(summary.one),
                "other": summary.other, "otherLiteral": LiteralEscaping.swiftString(summary.other),
                "otherJSON": LiteralEscaping.jsonString(summary.other),
                "all": summary.all, "allLiteral": LiteralEscaping.swiftString(summary.all),
                "allJSON": LiteralEscaping.jsonString(summary.all),
            ] as [String: Any],
            "hasCustomSummary": summary != defaultSummary,
            "sections": sections,
            "hasSectionTitles": spec.sections.contains { $0.title != nil },
            "items": flatItems,
            "itemCount": flatItems.count,
            "enabledItemCount": itemDescriptions.count(where: \.isEnabled),
        ]
        context.merge(allRow(spec.allRow)) { _, new in new }
        context.merge(defaultSelection(spec, items: itemDescriptions)) { _, new in new }
        context.merge(renamed(itemDescriptions)) { _, new in new }
        context["hasDefaultOrRenamed"] = spec.defaultSelection != .none || itemDescriptions.contains { !$0.renamedFrom.isEmpty }
        return context
    }

    private static func section(_ section: Spec.Section, index: Int, isLast: Bool, items: [[String: Any]]) -> [String: Any] {
        [
            "index": index,
            "isLast": isLast,
            "hasTitle": section.title != nil,
            "title": section.title ?? "",
            "titleLiteral": section.title.map(LiteralEscaping.swiftString) ?? "nil",
            "titleJSON": section.title.map(LiteralEscaping.jsonString) ?? "null",
            "items": items,
        ]
    }

    private static func item(
        _ item: Spec.Item, index: Int, isLast: Bool, indexInSection: Int, isLastInSection: Bool
    ) -> [String: Any] {
        [
            "index": index,
            "isLast": isLast,
            "indexInSection": indexInSection,
            "isLastInSection": isLastInSection,
            "id": item.id,
            "idLiteral": LiteralEscaping.swiftString(item.id),
            "idJSON": LiteralEscaping.jsonString(item.id),
            "caseName": item.caseName,
            // A case's implicit raw value is its name without backticks; `_1st` needs `= "1st"`.
            "needsRawValue": item.caseName.replacing("`", with: "") != item.id,
            "title": item.title,
            "titleLiteral": LiteralEscaping.swiftString(item.title),
            "titleJSON": LiteralEscaping.jsonString(item.title),
            "hasSubtitle": item.subtitle != nil,
            "subtitle": item.subtitle ?? "",
            "subtitleLiteral": item.subtitle.map(LiteralEscaping.swiftString) ?? "nil",
            "subtitleJSON": item.subtitle.map(LiteralEscaping.jsonString) ?? "null",
            "hasKeywords": !item.keywords.isEmpty,
            "keywords": item.keywords,
            "keywordsLiteral": LiteralEscaping.swiftStringArray(item.keywords),
            "keywordsJSON": LiteralEscaping.jsonStringArray(item.keywords),
            "isEnabled": item.isEnabled,
            "hasRenamedFrom": !item.renamedFrom.isEmpty,
            "renamedFromJSON": LiteralEscaping.jsonStringArray(item.renamedFrom),
            "hasDoc": item.doc != nil,
            "docLines": LiteralEscaping.docCommentLines(item.doc),
            "docJSON": item.doc.map(LiteralEscaping.jsonString) ?? "null",
        ]
    }

    private static func allRow(_ allRow: Spec.AllRow?) -> [String: Any] {
        guard let allRow else {
            return [
                "hasAllRow": false,
                "allRow": [
                    "title": "", "titleLiteral": "nil", "titleJSON": "null",
                    "position": "", "whileAll": "",
                ] as [String: Any],
                "allRowJSON": "null",
            ]
        }
        let titleJSON = LiteralEscaping.jsonString(allRow.title)
        return [
            "hasAllRow": true,
            "allRow": [
                "title": allRow.title,
                "titleLiteral": LiteralEscaping.swiftString(allRow.title),
                "titleJSON": titleJSON,
                "position": allRow.position.rawValue,
                "isFirst": allRow.position == .first,
                "isLast": allRow.position == .last,
                "whileAll": allRow.whileAll.rawValue,
            ] as [String: Any],
            "allRowJSON": #"{"title": \#(titleJSON), "position": "\#(allRow.position.rawValue)", "whileAll": "\#(allRow.whileAll.rawValue)"}"#,
        ]
    }

    /// The default selection, its ids in display order whatever order the spec wrote them in.
    private static func defaultSelection(_ spec: Spec, items: [Spec.Item]) -> [String: Any] {
        let kind: String
        var selected: [Spec.Item] = []
        switch spec.defaultSelection {
        case .none:
            kind = "none"
        case .all:
            kind = "all"
        case .items(let ids):
            kind = "items"
            let wanted = Set(ids)
            selected = items.filter { wanted.contains($0.id) }
        }
        let entries = selected.enumerated().map { position, item -> [String: Any] in
            [
                "id": item.id, "caseName": item.caseName,
                "idJSON": LiteralEscaping.jsonString(item.id),
                "isLast": position == selected.count - 1,
            ]
        }
        return [
            "default": kind,
            "hasDefault": kind != "none",
            "defaultIsAll": kind == "all",
            "defaultIsItems": kind == "items",
            "defaultItems": entries,
            "defaultCaseList": selected.map { "." + $0.caseName }.joined(separator: ", "),
            "defaultJSON": kind == "none" ? "null" : kind == "all" ? #""all""# : LiteralEscaping.jsonStringArray(selected.map(\.id)),
        ]
    }

    /// Old ids still accepted when decoding, in display order of the items they now name.
    private static func renamed(_ items: [Spec.Item]) -> [String: Any] {
        let pairs = items.flatMap { item in item.renamedFrom.map { (old: $0, item: item) } }
        let entries = pairs.enumerated().map { position, pair -> [String: Any] in
            [
                "from": pair.old,
                "fromLiteral": LiteralEscaping.swiftString(pair.old),
                "fromJSON": LiteralEscaping.jsonString(pair.old),
                "id": pair.item.id,
                "idJSON": LiteralEscaping.jsonString(pair.item.id),
                "caseName": pair.item.caseName,
                "isLast": position == pairs.count - 1,
            ]
        }
        return ["hasRenamed": !pairs.isEmpty, "renamed": entries]
    }
}
