import PickListKit

extension TranslationService {
    /// Translate With on a system too old to translate on the device: the app hides that row,
    /// so the default pick leaves the selection and Done waits; DeepL is picked; after a system
    /// update the app shows the row again, unchecked.
    public static let demoTranscript = SettingsTranscript<TranslationService>(
        steps: [
            .setHidden(true, .onDevice), .tap(.item(.deepl)), .setHidden(true, .onDevice), .setHidden(false, .onDevice),
        ])
}
