import PickListKit

extension Spec.Item {
    /// The deepest `indent` a row may have, in levels: an item's in a spec, and a row's in the
    /// preview's rows file; PickListKit's `PickListEntry.maximumIndent` (10), which the runtime
    /// clamps an app's deeper row to.
    package static let maximumIndent = PickListEntry<String>.maximumIndent
}
