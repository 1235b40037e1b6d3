/// `rows: runtime`: a list whose rows the app supplies at runtime. Alone, the spec states only
/// the list's behaviour, so `default` can only be `all` (`runtime-default`); `min` and `max` are
/// checked against each other only, there being no item count. Beside `items` or `sections` it
/// makes a mixed list: written rows before (`written: first`, the default) or after
/// (`written: last`) the app's; `written` anywhere else is a `rows-and-items` error.
extension SpecDocumentValidator {
    /// The values `rows` takes: only `runtime` (rows written in the spec are `items` or
    /// `sections`, which need no `rows`).
    enum RowsValue: String, CaseIterable {
        case runtime
    }

    /// `rows`: `runtime`, or `nil` when absent or invalid (reported).
    mutating func resolveRows(_ pair: Node.Pair?) -> Spec.Rows? {
        guard let pair else { return nil }
        return enumValue(pair, key: "rows", as: RowsValue.self).map { _ in .runtime }
    }

    /// `written`: where a mixed list's written rows go, `nil` when absent (the runtime's
    /// default, first) or invalid. It needs both `rows: runtime` (`rowsPair`) and written rows;
    /// without either it is a `rows-and-items` error.
    mutating func resolveWritten(_ pair: Node.Pair?, rowsPair: Node.Pair?, hasWrittenItems: Bool) -> Spec.WrittenPosition? {
        guard let pair else { return nil }
        guard let position = enumValue(pair, key: "written", as: Spec.WrittenPosition.self) else { return nil }
        if rowsPair == nil {
            error(
                .rowsAndItems,
                "'written' places the written rows among rows the app supplies, but this list has no 'rows: runtime'; add 'rows: runtime' or remove 'written'",
                at: pair.key)
            return nil
        }
        if let rowsPair, !hasWrittenItems {
            error(
                .rowsAndItems,
                "'written' places written rows among the app's rows, but this 'rows: runtime' list writes none; add 'items' (a \"Default\" row, say) or remove 'written'",
                at: pair.key, notes: [.init("'rows: runtime' is here", at: location(rowsPair.key))])
            return nil
        }
        return position
    }

    /// The `default` of a `rows: runtime` list: `all` (multiple lists only), since no item id
    /// is known. Anything else is a `runtime-default` error (a missing value, `edit_mode` and
    /// `all` on a single list are reported as for other lists).
    mutating func resolveRuntimeDefault(
        _ pair: Node.Pair, selection: Spec.SelectionMode?, editMode: Bool, rowsPair: Node.Pair
    ) -> Spec.Default {
        let isAll: Bool
        switch pair.value.content {
        case .scalar("", isPlain: true):
            error(.missingValue, "'default' has no value; write 'default: all' or remove 'default'", at: pair.value)
            return .none
        case .scalar("all", isPlain: true):
            isAll = true
        default:
            isAll = false
        }
        if selection != nil, editMode {
            error(
                .defaultInEditMode,
                "a list with 'edit_mode' starts with nothing selected (selection happens only while editing); remove 'default'",
                at: pair.key)
            return .none
        }
        if isAll {
            if selection == .single {
                error(
                    .wrongMode,
                    "'default: all' applies only to multiple lists, and a single 'rows: runtime' list has no item id to name; remove 'default'",
                    at: pair.value)
                return .none
            }
            checkTag(pair.value, readAs: .string)
            return selection == .multiple ? .all : .none
        }
        let problem: String
        switch pair.value.content {
        case .scalar(let text, _):
            problem = "'default' names '\(text)', but this 'rows: runtime' list writes no rows, so it knows no id"
        case .sequence(let nodes) where !nodes.isEmpty:
            problem = "'default' names item ids, but this 'rows: runtime' list writes no rows, so it knows no id"
        default:
            problem = "a 'rows: runtime' list's 'default' is 'all' or the id of a row it writes, not \(Self.describe(pair.value))"
        }
        // A written row's id may be the default: the fix names both ways that keep one.
        let fix = selection == .single
            ? "write the row it names under 'items' beside 'rows: runtime' (a written row's id can be the default), or remove 'default'"
            : "write 'default: all' to start with every row selected, or write the rows it names under 'items' beside 'rows: runtime' (written rows' ids can be the default), or remove 'default'"
        error(
            .runtimeDefault,
            "\(problem): its rows come from the app; \(fix)",
            at: pair.value, notes: [.init("'rows: runtime' is here", at: location(rowsPair.key))])
        return .none
    }
}
