/// Two hand-written enums an app had before it adopted picklist, kept here under other names so
/// the tests can compare them with the generated types that replace them
/// (Specs/adopting-nothing-stored.picklist.yml).
///
/// The app's alternate icon: the default icon is stored as `nil` (what
/// `UIApplication.alternateIconName` reports for it), every other icon as its asset name.
enum LegacyAppIcon: CaseIterable {
    case primary
    case dark
    case classic

    /// What the app passes to `setAlternateIconName(_:)` and stores.
    var storedValue: String? {
        switch self {
        case .primary: nil
        case .dark: "AppIcon-Dark"
        case .classic: "AppIcon-Classic"
        }
    }

    /// The icon a stored name means: `nil` is the default icon; an unknown name is none.
    init?(storedValue: String?) {
        switch storedValue {
        case nil: self = .primary
        case "AppIcon-Dark": self = .dark
        case "AppIcon-Classic": self = .classic
        default: return nil
        }
    }

    var title: String {
        switch self {
        case .primary: "Default"
        case .dark: "Dark"
        case .classic: "Classic"
        }
    }
}

/// How a conversation's unread messages are marked, stored by its raw value; the app's
/// `switch`es use `case .none`.
enum LegacyUnreadBadge: String, CaseIterable {
    case none
    case dot
    case number

    var title: String {
        switch self {
        case .none: "None"
        case .dot: "Dot"
        case .number: "Unread count"
        }
    }
}
