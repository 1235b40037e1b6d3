/// The hand-written enum the app had before it adopted picklist (docs/adopting.md, step 1),
/// kept here under another name so the test can compare the two: `@AppStorage` stored its
/// `Int` raw values, and version 2 also wrote `4` for "Firefox Focus", a case since removed.
enum LegacyPreferredBrowser: Int, CaseIterable {
    case inApp = 0
    case safari = 1
    case chrome = 2
    case firefox = 3
}
