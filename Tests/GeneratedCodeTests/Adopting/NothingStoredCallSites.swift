/// The app's call sites, compiled twice: once against its hand-written enums (`Before`), once
/// against the generated types that replace them (`After`). The text between the markers is
/// the same in both (AdoptingNothingStoredTests checks it byte for byte): adopting the specs
/// changes no call site.

/// What the app hands its icon to: `UIApplication.setAlternateIconName(_:)` takes a `String?`.
final class IconSetter {
    private(set) var alternateIconName: String?
    func setAlternateIconName(_ name: String?) { alternateIconName = name }
}

enum Before {
    typealias AppIcon = LegacyAppIcon
    typealias UnreadBadge = LegacyUnreadBadge

    // BEGIN CALL SITES
    static func apply(_ icon: AppIcon, to application: IconSetter) {
        application.setAlternateIconName(icon.storedValue)
    }

    static func currentIcon(of application: IconSetter) -> AppIcon {
        AppIcon(storedValue: application.alternateIconName) ?? .primary
    }

    static func isDefault(_ icon: AppIcon) -> Bool {
        icon.storedValue == nil
    }

    static func badgeText(_ badge: UnreadBadge, unread: Int) -> String? {
        switch badge {
        case .none: nil
        case .dot: "•"
        case .number: String(unread)
        }
    }

    static func showsBadge(_ badge: UnreadBadge) -> Bool {
        if case .none = badge { return false }
        return true
    }

    static func badge(stored: String?) -> UnreadBadge {
        stored.flatMap(UnreadBadge.init(rawValue:)) ?? .dot
    }

    static func menuTitles() -> [String] {
        AppIcon.allCases.map(\.title) + UnreadBadge.allCases.map(\.title)
    }
    // END CALL SITES
}

enum After {
    typealias AppIcon = AppIconChoice
    typealias UnreadBadge = GeneratedCodeTests.UnreadBadge

    // BEGIN CALL SITES
    static func apply(_ icon: AppIcon, to application: IconSetter) {
        application.setAlternateIconName(icon.storedValue)
    }

    static func currentIcon(of application: IconSetter) -> AppIcon {
        AppIcon(storedValue: application.alternateIconName) ?? .primary
    }

    static func isDefault(_ icon: AppIcon) -> Bool {
        icon.storedValue == nil
    }

    static func badgeText(_ badge: UnreadBadge, unread: Int) -> String? {
        switch badge {
        case .none: nil
        case .dot: "•"
        case .number: String(unread)
        }
    }

    static func showsBadge(_ badge: UnreadBadge) -> Bool {
        if case .none = badge { return false }
        return true
    }

    static func badge(stored: String?) -> UnreadBadge {
        stored.flatMap(UnreadBadge.init(rawValue:)) ?? .dot
    }

    static func menuTitles() -> [String] {
        AppIcon.allCases.map(\.title) + UnreadBadge.allCases.map(\.title)
    }
    // END CALL SITES
}
