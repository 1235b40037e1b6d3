import Testing
@testable import PickListCompiler

/// Bad input gives diagnostics, never a crash: the validator is run over thousands of
/// deterministic mutations of a spec that uses every feature.
@Suite struct ValidationRobustnessTests {
    static let seedSpec = """
    name: QuoteCategory
    title: Categories
    selection: multiple
    min: 1
    max: 6
    default: [love, fame]
    all:
      title: All
      position: last
      while_all: isolate
    summary:
      none: None
      other: "{count} of {total}"
    searchable: true
    doc: Quote categories.
    sections:
      - title: A
        items:
          - Love
          - fame: Fame
          - id: fate
            title: Fate
            subtitle: Destiny
            keywords: [luck]
            enabled: false
            renamed_from: [destiny]
            doc: Doc.
      - title: B
        items: [No, On, 3, thumbsUp: 👍]
    """

    /// A tiny deterministic generator (SplitMix64), so a failure reproduces exactly.
    struct Generator {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Int((z ^ (z >> 31)) % UInt64(bound))
        }
    }

    static let fragments = [
        "", " ", "-", ":", "[", "]", "{", "}", "- ", "\n", "  ", "true", "yes", "0", "-1",
        "all", "items:", "sections:", "- title: X", "id: love", "default: all", "&a", "*a",
        "99999999999999999999", "\"", "'", "#", "!!str ", "? ", "---\n", "…", "Ω",
    ]

    static func mutate(_ lines: [String], with generator: inout Generator) -> String {
        var lines = lines
        for _ in 0..<(1 + generator.next(3)) {
            let index = generator.next(lines.count)
            switch generator.next(4) {
            case 0:
                lines.remove(at: index)
                if lines.isEmpty { lines = [""] }
            case 1:
                lines.insert(lines[generator.next(lines.count)], at: index)
            case 2:
                var line = Array(lines[index])
                let at = line.isEmpty ? 0 : generator.next(line.count + 1)
                line.insert(contentsOf: fragments[generator.next(fragments.count)], at: at)
                lines[index] = String(line)
            default:
                var line = Array(lines[index])
                if !line.isEmpty {
                    let at = generator.next(line.count)
                    line.removeSubrange(at..<Swift.min(line.count, at + 1 + generator.next(4)))
                }
                lines[index] = String(line)
            }
        }
        return lines.joined(separator: "\n")
    }

    @Test func seedSpec_isValid() {
        #expect(ValidationHarness.lint(Self.seedSpec).filter { !$0.contains(": note: ") } == [])
    }

    @Test func mutatedSpecs_neverCrash_andErrorsAlwaysHaveALocation() {
        let lines = Self.seedSpec.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var generator = Generator(state: 2026)
        var invalid = 0
        for _ in 0..<3000 {
            let yaml = Self.mutate(lines, with: &generator)
            let result = ValidationHarness.validate(yaml)
            for diagnostic in result.diagnostics {
                #expect(diagnostic.location != nil, "\(diagnostic.message)")
                #expect(diagnostic.location.map { $0.line >= 1 && $0.column >= 1 } ?? false)
                #expect(ValidationRule(rawValue: diagnostic.rule) != nil, "\(diagnostic.rule)")
            }
            if result.specs.isEmpty { invalid += 1 }
        }
        #expect(invalid > 0)
    }
}
