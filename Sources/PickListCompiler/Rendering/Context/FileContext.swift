import Mustache

/// The root of the template context: one spec file and its lists.
final class FileContext: ContextLevel {
    static let keys = [
        "version", "sourcePath", "sourcePathJSON", "access", "accessPrefix", "importPrefix", "isPublic",
        "lists", "hasSeveralLists", "importsFoundation",
    ]

    private let specs: [Spec]
    private let sourcePath: String
    private let access: AccessLevel

    init(specs: [Spec], sourcePath: String, access: AccessLevel) {
        self.specs = specs
        self.sourcePath = sourcePath
        self.access = access
    }

    func child(named name: String) -> Any? {
        RenderedText.wrapping(value(named: name))
    }

    private func value(named name: String) -> Any? {
        switch name {
        case "version": TemplateContext.version
        // Printed on one comment line by the header: a file name may hold a line break.
        case "sourcePath": LiteralEscaping.commentText(sourcePath)
        case "sourcePathJSON": LiteralEscaping.jsonString(sourcePath)
        case "access": access.rawValue
        case "accessPrefix": access.declarationPrefix
        case "importPrefix": access.importPrefix
        case "isPublic": access == .public
        case "lists": specs.indices.map { ListContext(specs[$0], index: $0, isLast: $0 == specs.count - 1) }
        case "hasSeveralLists": specs.count > 1
        // A list's `url` field reads `URL`: the file imports Foundation.
        case "importsFoundation": specs.contains { $0.fields.contains { $0.type.needsFoundation } }
        default: nil
        }
    }
}
