/// Where a mixed list (``MixedPickList``) shows its written rows: before or after the rows the
/// app supplies (`written` in the spec).
///
/// Its cases are all there will be (`@frozen`): code built against a prebuilt PickListKit
/// (library evolution) may switch over them without `@unknown default`.
@frozen
public enum PickListWrittenPosition: String, Hashable, Sendable, CaseIterable {
    /// Before the app's rows: a "Default" theme above the installed themes.
    case first
    /// After the app's rows: an "Other…" row below them.
    case last

    /// Where the written rows go when the spec does not say (no `written`): ``first``. The
    /// generated code and `picklist preview` read it from here.
    public static var unspecified: Self { .first }
}
