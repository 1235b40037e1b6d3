import PickListKit

extension AutoLock {
    /// Auto-Lock: Done is disabled until a time is picked; the checked row's value is the
    /// number of seconds the app stores (0 for Never).
    public static let demoTranscript = SettingsTranscript<AutoLock>(
        taps: [.item(.twoMinutes), .item(.never), .item(.never)],
        value: { String($0.value) })
}
