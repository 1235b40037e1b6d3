/// A catalogue of rule ids: the stable strings printed in brackets after each message and
/// matched by CI scripts and JSON consumers.
///
/// Each stage has one: ``LoadingRule`` (reading files and finding specs), ``ValidationRule``
/// (the spec format) and ``GenerationRule`` (templates and writing) here; PickListStrings'
/// `TranslationRule` (catalogs and `.strings` files) and PickListPreview's `PreviewRule`
/// (the preview's own inputs) conform from their modules. Every id is documented in docs/validation-rules.md, and a
/// test checks that the catalogues and the document list the same ids.
package protocol DiagnosticRule: RawRepresentable, CaseIterable, Sendable where RawValue == String {}
