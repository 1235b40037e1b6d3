public import Foundation
public import PickListKit

/// A ``PickListLocalizer`` that reads translations from a bundle's strings tables: an app's
/// String Catalog (Xcode compiles it into `.strings` files in the app bundle) or a package's
/// `<lang>.lproj/<table>.strings` resources.
///
/// Install it once, at app start:
///
/// ```swift
/// import PickListKit
/// import PickListLocalization
///
/// PickListLocalization.localizer = BundleLocalizer(bundle: .main)
/// ```
///
/// By default it follows the bundle's preferred localization, as `NSLocalizedString` does. Give
/// `localization` to read one language whatever the device's settings (an in-app language
/// switch, a test, a screenshot run); install a new localizer to switch. A key the table does
/// not hold reads as the spec's text.
public struct BundleLocalizer: PickListLocalizer {
    /// The bundle holding the strings tables.
    public let bundle: Bundle
    /// The fixed localization (`de`, `pt-BR`), or `nil` for the bundle's preferred one.
    public let localization: String?
    /// The tables of the fixed localization, read once each.
    private let tables: Tables

    /// A localizer reading `bundle`'s strings tables, in `localization` or, when it is `nil`,
    /// in the bundle's preferred localization.
    public init(bundle: Bundle = .main, localization: String? = nil) {
        self.bundle = bundle
        self.localization = localization
        tables = Tables()
    }

    public func string(forKey key: String, table: String, default: String) -> String {
        guard let localization else {
            return bundle.localizedString(forKey: key, value: `default`, table: table)
        }
        return tables.table(named: table, localization: localization, in: bundle)[key] ?? `default`
    }

    /// The language the translations are in: the fixed `localization`, else (on Apple
    /// platforms) the bundle's preferred one. Summaries join several titles as that language
    /// joins a list ("Äpfel und Banane" in German).
    ///
    /// Elsewhere it is `nil` without a fixed localization: swift-corelibs-foundation's
    /// `preferredLocalizations` does not name the language `localizedString` reads, so titles
    /// are joined with `, ` rather than by a language the texts may not be in.
    public var languageIdentifier: String? {
        if let localization { return localization }
        #if canImport(Darwin)
        return bundle.preferredLocalizations.first
        #else
        return nil
        #endif
    }
}

extension BundleLocalizer {
    /// The strings tables of one fixed localization, each parsed on first use.
    final class Tables: @unchecked Sendable {
        private let lock = NSLock()
        private var tables: [String: [String: String]] = [:]

        /// The table's translations: `<localization>.lproj/<name>.strings` in `bundle`, empty
        /// when the bundle has no such file or it cannot be read.
        func table(named name: String, localization: String, in bundle: Bundle) -> [String: String] {
            lock.lock()
            defer { lock.unlock() }
            if let table = tables[name] { return table }
            let table = Self.read(name, localization: localization, in: bundle)
            tables[name] = table
            return table
        }

        private static func read(_ name: String, localization: String, in bundle: Bundle) -> [String: String] {
            guard
                let url = bundle.url(forResource: name, withExtension: "strings", subdirectory: nil, localization: localization),
                let data = try? Data(contentsOf: url),
                let table = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: String]
            else { return [:] }
            return table
        }
    }
}
