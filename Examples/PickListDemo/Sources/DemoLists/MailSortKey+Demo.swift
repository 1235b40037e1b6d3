import PickListKit

extension MailSortKey {
    /// Sort By: the picks keep the order they were made in (`order: selection`), whatever
    /// order the rows are in; a fourth key is refused (`max: 3`).
    public static let demoTranscript = SettingsTranscript<MailSortKey>(
        steps: [.tap(.item(.sender)), .tap(.item(.date)), .tap(.item(.size)), .tap(.item(.date)), .tap(.item(.subject)), .tap(.item(.date))])
}
