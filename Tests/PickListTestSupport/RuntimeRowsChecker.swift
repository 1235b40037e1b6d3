package import PickListKit

/// Runs the steps of ``RuntimeRowsRandom`` on a runtime list and on the model, and reads the
/// rows through every API they have: what the property tests and fuzz-engine check after each
/// step.
package enum RuntimeRowsChecker {
    /// Applies `step` to `list` and `model`; returns the problems of the step itself (an
    /// outcome, change, update or restore report that is not the model's). The caller then reads
    /// the state (``problems(_:_:ids:layout:)``).
    package static func apply<List: RuntimePickList, ID: Hashable & Sendable>(
        _ step: RuntimeRowsStep<ID>, _ list: inout RuntimeListUnderTest<List, ID>, _ model: inout SelectionModel<ID>
    ) -> [String] {
        switch step {
        case .tap(let tap):
            return SelectionChecker.step(tap, &list, &model)
        case .update(let sections, let plain, let keeping):
            let report = list.update(sections, plain: plain, keepingUnloaded: keeping)
            let expected = model.update(sections, keepingUnloaded: keeping)
            return report == expected ? [] : ["update reported \(report), reference model \(expected)"]
        case .restore(let saved):
            let report = list.restore(saved)
            let expected = model.restore(saved)
            return report == expected ? [] : ["restore reported \(report), reference model \(expected)"]
        case .applySelection(let ids):
            let changes = list.applySelection(ids)
            let expected = model.apply(ids)
            return changes == expected ? [] : ["changes \(changes), reference model \(expected)"]
        case .assignSelection(let ids):
            list.rows.selection = ids
            _ = model.apply(ids)
            return []
        }
    }

    /// Every read of the rows that disagrees with the model: the checker's (selection,
    /// checkmarks, summary), the `selection` set and the rows not loaded; with `layout` (the rows
    /// are new or rows were hidden or shown), the layout too: the sections, the rows' own reads
    /// (entries, the rows shown, duplicates, index paths both ways, section counts and titles,
    /// `entry(_:)` and `isHidden(_:)` for each of `ids`); and search among the rows shown.
    package static func problems<List: RuntimePickList, ID: Hashable & Sendable>(
        _ list: RuntimeListUnderTest<List, ID>, _ model: SelectionModel<ID>, ids: [ID], layout: Bool
    ) -> [String] {
        var problems = SelectionChecker.stateProblems(list, model: model, layout: layout)
        let rows = list.rows
        if rows.selection != Set(model.selectedIDs) {
            problems.append("selection \(rows.selection), reference model \(model.selectedIDs)")
        }
        if rows.unloadedIDs != model.kept.map(\.id) {
            problems.append("unloadedIDs \(rows.unloadedIDs), reference model keeps \(model.kept.map(\.id))")
        }
        problems += SelectionChecker.searchProblems(list, model: model)
        guard layout else { return problems }
        let entries = rows.entries.map { ModelEntry($0) }
        if entries != model.entries {
            problems.append("entries \(entries), reference model \(model.entries)")
        }
        if rows.duplicateIDs != model.duplicateIDs {
            problems.append("duplicateIDs \(rows.duplicateIDs), reference model \(model.duplicateIDs)")
        }
        let sections = model.displaySections
        if rows.numberOfSections != sections.count {
            problems.append("numberOfSections \(rows.numberOfSections), reference model \(sections.count)")
        }
        for section in -1...sections.count {
            let expected = sections.indices.contains(section) ? sections[section].rows : []
            if rows.numberOfRows(inSection: section) != expected.count {
                problems.append("numberOfRows(inSection: \(section)) \(rows.numberOfRows(inSection: section)), reference model \(expected.count)")
            }
            let title = sections.indices.contains(section) ? sections[section].title : nil
            if rows.sectionTitle(section) != title {
                problems.append("sectionTitle(\(section)) \(String(describing: rows.sectionTitle(section))), reference model \(String(describing: title))")
            }
            for row in -1...expected.count {
                let actual = rows.row(section: section, row: row)?.modelRow
                let wanted = expected.indices.contains(row) ? expected[row] : nil
                if actual != wanted {
                    problems.append("row(section: \(section), row: \(row)) \(String(describing: actual)), reference model \(String(describing: wanted))")
                }
                if let wanted, let indexPath = rows.indexPath(of: PickListEntryRow(wanted)),
                    indexPath != (section, row)
                {
                    problems.append("indexPath(of: \(wanted)) \(indexPath), reference model \((section, row))")
                }
            }
        }
        for row in model.displayRows where rows.indexPath(of: PickListEntryRow(row)) == nil {
            problems.append("indexPath(of: \(row)) is nil")
        }
        if model.rules.allRow == nil, rows.indexPath(of: .all) != nil {
            problems.append("indexPath(of: .all) on a list without an all-row")
        }
        let shown = rows.shownEntries.map(\.id)
        let modelShown = model.ids.filter { !model.isHidden($0) }
        if shown != modelShown {
            problems.append("shownEntries \(shown), reference model \(modelShown)")
        }
        for id in ids {
            if rows.isHidden(id) != model.hiddenByApp.contains(id) {
                problems.append("isHidden(\(id)) \(rows.isHidden(id)), reference model \(model.hiddenByApp.contains(id))")
            }
            if model.isHidden(id), let indexPath = rows.indexPath(of: .entry(id)) {
                problems.append("hidden \(id) has the index path \(indexPath)")
            }
            let entry = rows.entry(id).map { ModelEntry($0) }
            if entry != model.entry(id) {
                problems.append("entry(\(id)) \(String(describing: entry)), reference model \(String(describing: model.entry(id)))")
            }
            if model.entry(id) == nil, rows.indexPath(of: .entry(id)) != nil {
                problems.append("indexPath(of: \(id)) for an id no row has")
            }
        }
        return problems
    }
}
