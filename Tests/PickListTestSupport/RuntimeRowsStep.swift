/// One step of a random sequence on a runtime list (``RuntimeRowsRandom``), applied to the
/// rows and to the model by ``RuntimeRowsChecker/apply(_:_:_:)``.
package enum RuntimeRowsStep<ID: Hashable>: CustomStringConvertible {
    /// A tap (on a row, an id no row has, the all-row, an index path), a select, a deselect or
    /// `setEditing`.
    case tap(TapStep<ID>)
    /// New rows; `plain`: through `update(_:)` (one untitled section), else `update(sections:)`;
    /// `keepingUnloaded`: with `unloaded: .keepSelected` (rows not loaded).
    case update([ModelSection<ID>], plain: Bool, keepingUnloaded: Bool)
    case restore([ID])
    /// A set applied through `applySelection`, each change compared.
    case applySelection(Set<ID>)
    /// The `selection` setter (SwiftUI's binding).
    case assignSelection(Set<ID>)

    /// The step, for failure reports.
    package var description: String {
        switch self {
        case .tap(.tap(let row)): "tap(\(row))"
        case .tap(.tapIndexPath(let section, let row)): "tap(section: \(section), row: \(row))"
        case .tap(.setEditing(let editing)): "setEditing(\(editing))"
        case .tap(.select(let id)): "select(\(id))"
        case .tap(.deselect(let id)): "deselect(\(id))"
        case .tap(.applySelection(let ids)): "applySelection(\(ids.map { "\($0)" }.sorted())) as one step"
        case .tap(.setHidden(let hidden, let ids)): "setHidden(\(hidden), forIDs: \(ids))"
        case .tap(.setTitle(let id, let title)): "setTitle(\(String(describing: title)), for: \(id))"
        case .tap(.allButton(let action)): "\(action)()"
        case .update(let sections, let plain, let keeping):
            "update\(plain ? "" : "(sections:)")\(keeping ? " keeping unloaded" : "") \(Self.describe(sections))"
        case .restore(let ids): "restore(\(ids))"
        case .applySelection(let ids): "applySelection(\(ids.map { "\($0)" }.sorted()))"
        case .assignSelection(let ids): "selection = \(ids.map { "\($0)" }.sorted())"
        }
    }

    /// Sections, for messages: `"S1": [3 "Apple", 4 "Pear" (disabled)]`.
    package static func describe(_ sections: [ModelSection<ID>]) -> String {
        "[" + sections.map { section in
            let entries = section.entries.map {
                "\($0.id) \"\($0.title)\"\($0.isEnabled ? "" : " (disabled)")\($0.isExclusive ? " (exclusive)" : "")"
                    + "\($0.isAction ? " (action)" : "")\($0.isSelectable ? "" : " (app only)")"
            }
            return "\(section.title.map { "\"\($0)\"" } ?? "untitled"): [\(entries.joined(separator: ", "))]"
        }.joined(separator: "; ") + "]"
    }
}
