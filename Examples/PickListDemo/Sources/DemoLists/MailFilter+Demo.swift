import PickListKit

extension MailFilter {
    /// The mail filter: picking Unread clears "All Mail", a second filter joins it, and
    /// "All Mail" clears them again; unchecking "All Mail", the only pick, is refused (`min: 1`).
    public static let demoTranscript = SettingsTranscript<MailFilter>(
        steps: [.tap(.item(.unread)), .tap(.item(.flagged)), .tap(.item(.allMail)), .tap(.item(.allMail))])
}
