import Foundation

/// Real names for the search property tests: country, subdivision, language and currency
/// names, time zone names, and country names in many languages and scripts.
///
/// The names are data, so they are a resource (`Resources/real-names.txt`, written by
/// scripts/search-fixture.py: one name per line, UTF-8, after a `#` line naming the sources)
/// read when the tests run, not 4 000 lines of Swift for the compiler.
enum RealNames {
    /// The 4 000 names, in the order the script collected them.
    static let all: [String] = {
        guard let url = Bundle.module.url(forResource: "real-names", withExtension: "txt"),
              let data = FileManager.default.contents(atPath: url.path)
        else { return [] }
        return String(decoding: data, as: UTF8.self)
            .split(separator: "\n")
            .filter { !$0.hasPrefix("# ") }
            .map(String.init)
    }()
}
