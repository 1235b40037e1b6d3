import PickListKit

extension UnlockMethod {
    /// Unlock With on a phone with Face ID and no Touch ID sensor: the app marks Touch ID
    /// unavailable (its tap is refused as for a disabled row); Face ID is picked; then the
    /// app finds Face ID switched off, and the pick leaves the selection, so Done needs a
    /// new one.
    public static let demoTranscript = SettingsTranscript<UnlockMethod>(
        steps: [
            .setAvailable(false, .touchID), .tap(.item(.touchID)), .tap(.item(.faceID)),
            .setAvailable(false, .faceID), .tap(.item(.passcode)),
        ])
}
