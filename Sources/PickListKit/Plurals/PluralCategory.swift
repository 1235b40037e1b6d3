/// A CLDR plural category: which grammatical form of a word a number takes in a language.
///
/// English has two forms ("1 category", "5 categories": ``one`` and ``other``); Russian three
/// for whole numbers ("1 категория", "3 категории", "5 категорий": ``one``, ``few``,
/// ``many``); Arabic six. ``PluralRules`` says which category a number selects in a language.
/// The names are CLDR's and String Catalogs' (`variations.plural`), so a translator's forms
/// map onto them one to one.
public enum PluralCategory: String, CaseIterable, Hashable, Sendable, Codable {
    /// The form for zero where a language has one (Arabic, Latvian, Welsh).
    case zero
    /// The form for one, or a class of numbers like it (Russian 21, French 0 and 1).
    case one
    /// The dual form (Arabic, Hebrew, Slovenian 2, 102).
    case two
    /// The paucal form (Russian and Polish 2–4, Arabic 3–10).
    case few
    /// The form for many (Russian 5–20, Arabic 11–99, French a million).
    case many
    /// Every other number; every language has it, and a translation must give it.
    case other
}
