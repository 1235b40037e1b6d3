public import Foundation
import PickListKit

/// The bundle holding the demo's translations (`Resources/<lang>.lproj/PickLists.strings`).
public let demoResources = Bundle.module

extension NotificationKind {
    /// Choose all notifications, keep only reminders, add mentions, then search: in German,
    /// `grupp` finds "Gruppenchats" and the English `group` finds nothing (search folds the
    /// displayed titles).
    public static let demoScript = TapScript<NotificationKind>(steps: [
        .tap(.all),
        .tap(.item(.reminders)),
        .tap(.item(.mentions)),
        .search("erin"),
        .search("grupp"),
        .search("group"),
    ])
}
