/// The access level of the generated declarations (`--access public|package|internal`, or
/// `access:` in a `picklist-config.yml`).
package enum AccessLevel: String, Hashable, Sendable, CaseIterable {
    /// `public`: a list generated into one module can be used from another (the default).
    case `public`
    /// `package`: usable from the other modules of the same package, not from its clients.
    /// The module must be built with a package name (SwiftPM passes one; in Xcode, the
    /// target's "Package Access Identifier" build setting).
    case package
    /// Internal by omission: the declarations carry no modifier.
    case `internal`

    /// What goes in front of a declaration: `"public "`, `"package "` or nothing.
    var declarationPrefix: String {
        switch self {
        case .public: "public "
        case .package: "package "
        case .internal: ""
        }
    }

    /// What goes in front of `import PickListKit`: public (package) declarations conform to
    /// `PickList`, so the import must be public (package) in a module that has
    /// `InternalImportsByDefault` on (Swift 6 accepts such an import either way).
    var importPrefix: String {
        declarationPrefix
    }
}
