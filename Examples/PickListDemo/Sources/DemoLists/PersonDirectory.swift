public import Foundation

/// The company directory searched as a server searches it: a query returns only the people
/// who match, and the rest of the directory is not loaded. Here the "server" is a CSV file
/// such as `Data/people.csv`, read on every search.
///
/// A person matches when every word of the query begins a word of their name, a nickname or
/// their team, ignoring case and accents: `ro` finds Rosa Delgado and Valentina Rossi, `sales`
/// the people of "Sales, EMEA".
public struct PersonDirectory: Sendable {
    /// The data file the directory reads.
    public var file: URL

    /// A directory over the people of `file`.
    public init(file: URL) {
        self.file = file
    }

    /// The people matching `query`, in file order; every person for a query without words.
    public func search(_ query: String) throws -> [Person] {
        let wanted = Self.words(query)
        return try Person.load(from: file).filter { person in
            let words = Self.words(([person.name, person.team] + person.nicknames).joined(separator: " "))
            return wanted.allSatisfy { query in words.contains { $0.hasPrefix(query) } }
        }
    }

    /// The words of a text, lowercased and without accents.
    static func words(_ text: String) -> [String] {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
            .split { !$0.isLetter && !$0.isNumber }
            .map(String.init)
    }
}
