import PickListCompiler

/// `fuzz-template`: template bytes → ``Template`` → the text rendered from a fixed spec, or a
/// located template error.
///
/// Invariants: parsing returns or throws (no trap, no hang); an error is located in the
/// template at one of its lines and columns (lines end at line feeds only, as in Mustache);
/// a template that parses renders the same text twice, and parsing the same text twice fails
/// the same way. The template's folder does not exist, so a partial tag is always a located
/// "not found" error and nothing is read from disk.
package enum TemplateTarget {
    package static let path = "/nonexistent/picklist-fuzz/fuzz.txt.mustache"

    /// Every list feature once, so that any tag a template may name has a value.
    static let specText = """
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
                title: "Fate <&> \\"quoted\\""
                subtitle: Destiny
                keywords: [luck]
                enabled: false
                renamed_from: [destiny]
                doc: Doc.
          - title: B
            items: [No, On, 3, thumbsUp: 👍]
        ---
        name: Single
        title: One
        selection: single
        items: [a, b]
        """

    static let job: RenderJob = {
        let file = YAMLLoader().load(string: specText, path: "fixed.picklist.yml")
        let specs = SpecValidator().validate(file).specs
        guard specs.count == 2 else { Invariant.fail("the fixed spec of fuzz-template does not validate") }
        return RenderJob(sourcePath: "fixed.picklist.yml", displayPath: "fixed.picklist.yml", outputPath: "fixed.txt", specs: specs)
    }()

    package static func run(_ input: [UInt8]) {
        let text = String(decoding: input, as: UTF8.self)
        let first = parse(text)
        switch first {
        case .success(let template):
            let renderer = Renderer(template: template)
            let once = renderer.render(job).text
            Invariant.require(renderer.render(job).text == once, "the same template rendered different text twice")
        case .failure(let error):
            DiagnosticChecks.requireLocated([error.diagnostic], in: path, text: SourceText(text, breaks: .lineFeed))
            guard case .failure(let again) = parse(text), again == error else {
                Invariant.fail("parsing the same template twice did not fail the same way")
            }
        }
    }

    static func parse(_ text: String) -> Result<Template, TemplateError> {
        Result { () throws(TemplateError) in
            try Template(text: text, name: path, outputExtension: "txt", file: path)
        }
    }
}
