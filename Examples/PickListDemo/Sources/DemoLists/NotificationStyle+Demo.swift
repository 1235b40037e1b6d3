import PickListKit

extension NotificationStyle {
    /// An app's notifications: "Allow All" shows a dash while only some are on, turns them
    /// all on, and a tap on one of them leaves just that one (the all-row's default).
    public static let demoTranscript = SettingsTranscript<NotificationStyle>(
        steps: [.tap(.item(.banners)), .tap(.item(.sounds)), .tap(.item(.badges)), .tap(.item(.lockScreen)), .tap(.all)])
}
