/// The access level of the generated declarations (`--access public|internal`).
package enum AccessLevel: String, Hashable, Sendable, CaseIterable {
    /// `public`: a list generated into one module can be used from another (the default).
    case `public`
    /// Internal by omission: the declarations carry no modifier.
    case `internal`

    /// What goes in front of a declaration: `"public "` or nothing.
    var declarationPrefix: String {
        switch self {
        case .public: "public "
        case .internal: ""
        }
    }

    /// What goes in front of `import PickListKit`: public declarations conform to
    /// `PickList`, so the import must be public in a module that has
    /// `InternalImportsByDefault` on (Swift 6 accepts `public import` either way).
    var importPrefix: String {
        switch self {
        case .public: "public "
        case .internal: ""
        }
    }
}
