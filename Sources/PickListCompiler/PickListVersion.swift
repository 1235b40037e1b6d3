/// The version of picklist, in one place: `picklist --version` prints it.
package enum PickListVersion {
    /// Semantic version of the tool and the spec format it reads (`0.1.0`).
    package static let current = "0.1.0"
}
