/// The `name` of one list and where its document starts: what the run-wide duplicate-name
/// check needs (see `SpecValidator.validateRun(_:)`, given names).
///
/// A list with errors still has a name when its `name` (or the file name it derives from)
/// is valid, so two lists named alike are reported even while one of them has other errors.
package struct ListName: Hashable, Sendable {
    /// The Swift type name the list declares.
    package var name: String
    /// Where the list's document starts.
    package var location: SourceLocation

    package init(name: String, location: SourceLocation) {
        self.name = name
        self.location = location
    }
}
