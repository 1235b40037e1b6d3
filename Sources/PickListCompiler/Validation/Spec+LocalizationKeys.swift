package import PickListKit

extension Spec {
    /// The keys of this list's texts, or `nil` when the list is not localized: the runtime's
    /// own scheme (`PickListLocalizationKeys`), so the generated code, `picklist strings` and
    /// `picklist preview` name each text as an app reads it.
    package var localizationKeys: PickListLocalizationKeys? {
        localization.map { PickListLocalizationKeys(name: name, table: $0.table ?? PickListLocalizationKeys.defaultTable) }
    }
}
