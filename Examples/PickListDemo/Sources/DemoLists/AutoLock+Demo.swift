import PickListKit

extension AutoLock {
    /// Auto-Lock: Done is disabled until a time is picked; the checked row's value is the
    /// number of seconds the app stores (0 for Never).
    public static let demoTranscript = SettingsTranscript<AutoLock>(
        steps: [.tap(.item(.twoMinutes)), .tap(.item(.never)), .tap(.item(.never))],
        value: { String($0.value) })
}
