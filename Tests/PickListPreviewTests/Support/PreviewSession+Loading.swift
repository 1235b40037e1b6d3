@testable import PickListPreview
import Testing

extension PreviewSession {
    /// The list `list` of the spec at `spec` (relative to the repository), read as `picklist
    /// preview` reads it.
    static func loaded(_ spec: String, list: String? = nil) throws -> PreviewSession {
        let preparation = PreviewLoader.prepare(PreviewRequest(specPath: PreviewScriptTests.root + "/" + spec, list: list))
        return try #require(preparation.session, "\(preparation.diagnostics.map(\.message))")
    }
}
