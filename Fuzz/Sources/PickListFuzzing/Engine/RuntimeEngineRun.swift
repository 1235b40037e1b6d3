import PickListKit
import PickListTestSupport

/// One input on a runtime list (`PickListRows`): a policy drawn from the input (every rule a
/// `rows: runtime` spec can state), rows from a small pool of ids (so duplicates happen;
/// enabled or not, exclusive or not; no rows, empty sections, one untitled section or
/// several), then steps until the input ends: taps on rows, on ids no row has, on the all-row
/// and by index path, selects and deselects (of rows not loaded too), edit-mode switches,
/// updates (edits of the rows or new ones, through `update(_:)` or `update(sections:)`,
/// dropping or keeping the selected rows they lack), restores of saved ids, `Set`
/// applications, and rows hidden and shown by id (which updates keep hidden). The lists and steps are the property tests' (`RuntimeRowsRandom`), drawn
/// from the input instead of a seed, and checked the same way (`RuntimeRowsChecker`): after a
/// step that changed the rows, every read is compared with the reference model, and after an
/// update the layout too (entries, duplicates, every index path both ways); after any other,
/// what the checker's step compares (outcome, rows reported, selection).
enum RuntimeEngineRun {
    /// The ids rows have (eight, so rows share them), and one no row ever has.
    static let random = RuntimeRowsRandom(pool: Array(0..<8), unknown: [90])

    static func run(_ choices: inout FuzzChoices) {
        let policy = RuntimeRowsRandom<Int>.policy(&choices)
        let rules = ModelRules(policy)
        let (sections, _) = random.sections(&choices)
        let selecting = choices.chance(30) ? [] : random.ids(&choices)
        var failure = EngineFailure { "runtime rows, \(rules.label), summary \(policy.summary)" }
        failure.steps.append("start with \(RuntimeRowsStep.describe(sections)) selecting \(selecting)")
        var list = RuntimeListUnderTest(PickListRows<PickListPolicy.Dynamic, Int>(
            policy: policy, sections: sections.map { PickListEntrySection($0) }, selecting: selecting))
        var model = SelectionModel(rules: rules, sections: sections, selecting: selecting)
        let ids = random.pool + random.unknown
        failure.require(RuntimeRowsChecker.problems(list, model, ids: ids, layout: true))

        for _ in 0..<EnumEngineRun.maximumSteps where !choices.isExhausted {
            let step = random.step(model, &choices)
            failure.steps.append(step)
            let before = list
            var problems = RuntimeRowsChecker.apply(step, &list, &model)
            var isUpdate = false
            if case .update = step { isUpdate = true }
            if case .tap(.setHidden) = step { isUpdate = true }
            // Rows equal to the ones read in full before the step read the same.
            if list != before || isUpdate || !problems.isEmpty {
                problems += RuntimeRowsChecker.problems(list, model, ids: ids, layout: isUpdate)
            }
            failure.require(problems)
        }
    }
}
