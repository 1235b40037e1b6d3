/// The version of picklist, in one place: `picklist --version` prints it.
public enum PickListVersion {
    /// Semantic version of the tool and the spec format it reads (`0.1.0`).
    public static let current = "0.1.0"
}
