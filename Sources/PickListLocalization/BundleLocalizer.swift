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
///
/// Plural forms (``pluralForms(forKey:table:)``) come from the table's `.stringsdict` in the
/// language's `.lproj` folder (what Xcode compiles a String Catalog's plural variations into,
/// and what `picklist strings --strings` writes), else from a String Catalog
/// `<table>.xcstrings` copied into the bundle as a resource. A file that cannot be read as
/// one (a `.stringsdict` that is not a property list, a catalog that is not JSON) gives no
/// forms: the text reads as its plain translation.
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
            let text = bundle.localizedString(forKey: key, value: `default`, table: table)
            // On Apple platforms a key with a `.stringsdict` entry reads as its format key
            // (`%#@count@`), meant for `String(format:)`: its `other` form is the plain text.
            if text.contains("%#@"), let other = pluralForms(forKey: key, table: table)?[.other], !other.isEmpty { return other }
            return text
        }
        return tables.table(named: table, localization: localization, in: bundle)[key] ?? `default`
    }

    /// The plural forms of `key` in the localizer's language (``languageIdentifier``): from
    /// `<language>.lproj/<table>.stringsdict`, else from the `<language>` plural variations
    /// of a `<table>.xcstrings` resource; `nil` when neither has the key, and without a
    /// language.
    ///
    /// A `.stringsdict` entry is read as Apple's format writes it: its
    /// `NSStringLocalizedFormatKey` names one variable (`%#@count@`, text around it kept in
    /// every form), whose dictionary has `NSStringFormatSpecTypeKey` `NSStringPluralRuleType`
    /// and one string per category (`one`, `few`, `many`, `other` …). Keys that are not CLDR
    /// categories are ignored. Each file is read once per localizer.
    public func pluralForms(forKey key: String, table: String) -> [PluralCategory: String]? {
        guard let language = languageIdentifier else { return nil }
        return tables.pluralForms(table: table, localization: language, in: bundle)[key]
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

    /// The decimal and grouping separators of the localizer's language (``languageIdentifier``),
    /// from Foundation's locale data: a format key's numbers read "1,5" in German. English's
    /// without a language.
    public var numberSymbols: PickListNumberSymbols {
        guard let language = languageIdentifier else { return PickListNumberSymbols() }
        let locale = Locale(identifier: language)
        return PickListNumberSymbols(
            decimalSeparator: locale.decimalSeparator ?? ".", groupingSeparator: locale.groupingSeparator ?? ",")
    }
}

extension BundleLocalizer {
    /// The strings tables of one fixed localization, each parsed on first use.
    final class Tables: @unchecked Sendable {
        private let lock = NSLock()
        private var tables: [String: [String: String]] = [:]
        private var plurals: [String: [String: [PluralCategory: String]]] = [:]

        /// Every plural entry of the table in `localization`: the `.stringsdict`'s, else the
        /// catalog's, by key.
        func pluralForms(table name: String, localization: String, in bundle: Bundle) -> [String: [PluralCategory: String]] {
            lock.lock()
            defer { lock.unlock() }
            let cacheKey = localization + "\u{0}" + name
            if let forms = plurals[cacheKey] { return forms }
            var forms = PluralFormsReader.catalog(
                bundle.url(forResource: name, withExtension: "xcstrings").flatMap { try? Data(contentsOf: $0) },
                localization: localization)
            let stringsdict = bundle.url(forResource: name, withExtension: "stringsdict", subdirectory: nil, localization: localization)
            forms.merge(PluralFormsReader.stringsdict(stringsdict.flatMap { try? Data(contentsOf: $0) })) { _, fromStringsdict in fromStringsdict }
            plurals[cacheKey] = forms
            return forms
        }

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
