import PickListSupport

/// Loads spec files into ``LoadedFile`` values: bytes → checks → libyaml events → ``Node`` trees.
///
/// The loader never throws and never traps on bad input: every problem becomes a located
/// ``Diagnostic`` in the result. It checks, in order:
///
/// - that the file can be read (`unreadable-file`);
/// - that it is UTF-8 text (`invalid-utf8`, `binary-file`); a UTF-8 byte-order mark is skipped
///   and does not shift columns, and CRLF line ends are accepted;
/// - YAML syntax, with libyaml's own problem text and position (`yaml-syntax`), and tabs used
///   for indentation (`tab-indentation`);
/// - that there is at least one document (`empty-file`);
/// - nesting depth (`too-deep`), alias expansion (`alias-budget`, `unknown-alias`) and
///   duplicate mapping keys (`duplicate-key`, first one kept).
///
/// ```swift
/// let file = YAMLLoader().load(path: "specs/purpose.picklist.yml")
/// for document in file.documents { … }
/// ```
package struct YAMLLoader: Sendable {
    /// Deepest nesting of sequences and mappings accepted; deeper documents are dropped with
    /// a `too-deep` error. Specs need about six levels.
    var maxDepth: Int
    /// How many nodes alias expansion may add to one file before it is stopped with an
    /// `alias-budget` error (a "billion laughs" file would otherwise expand without end); the
    /// document being loaded is then dropped and the rest of the file is not loaded.
    var aliasBudget: Int

    package init(maxDepth: Int = 256, aliasBudget: Int = 100_000) {
        self.maxDepth = maxDepth
        self.aliasBudget = aliasBudget
    }

    /// Reads and loads the file at `path`; a file that cannot be read gives an
    /// `unreadable-file` error located at its first line.
    package func load(path: String) -> LoadedFile {
        switch FileReader.readWithState(path) {
        case .read(let bytes, let state):
            var file = load(bytes: bytes, path: path)
            file.state = state
            return file
        case .failed(let failure):
            let message: String
            switch failure.kind {
            case .isDirectory: message = "cannot read '\(path)': it is a directory, not a spec file"
            default: message = "cannot read '\(path)': \(failure.reason)"
            }
            return LoadedFile(
                path: path, documents: [], source: "",
                diagnostics: [Diagnostic.error(LoadingRule.unreadableFile, message,
                                               at: SourceLocation(file: path, line: 1, column: 1))]
            )
        }
    }

    /// Loads YAML text already in memory; `path` is used only in diagnostics.
    package func load(string: String, path: String) -> LoadedFile {
        load(bytes: Array(string.utf8), path: path)
    }

    /// Loads raw file bytes; `path` is used only in diagnostics.
    package func load(bytes: [UInt8], path: String) -> LoadedFile {
        bytes.withUnsafeBufferPointer { all in
            let hasBOM = all.count >= 3 && all[0] == 0xEF && all[1] == 0xBB && all[2] == 0xBF
            let text = UnsafeBufferPointer(rebasing: all[(hasBOM ? 3 : 0)...])
            if let problem = UTF8Scan.firstProblem(in: text) {
                let source = String(decoding: text, as: UTF8.self)
                return LoadedFile(path: path, documents: [], source: source,
                                  diagnostics: [encodingDiagnostic(problem, in: text, path: path)])
            }
            let source = String(decoding: text, as: UTF8.self)
            var builder = YAMLTreeBuilder(path: path, maxDepth: maxDepth, aliasBudget: aliasBudget)
            let parser = YAMLParser(utf8: text)
            do throws(YAMLSyntaxError) {
                while true {
                    let event = try parser.next()
                    if case .streamEnd = event { break }
                    builder.handle(event)
                    if builder.stopped { break }
                }
                if builder.documentCount == 0 {
                    builder.diagnostics.append(.error(
                        LoadingRule.emptyFile, "file contains no YAML document; a spec needs at least one list",
                        at: SourceLocation(file: path, line: 1, column: 1)))
                }
            } catch {
                builder.diagnostics.append(syntaxDiagnostic(error, in: text, path: path))
            }
            return LoadedFile(path: path, documents: builder.documents, source: source,
                              diagnostics: builder.diagnostics)
        }
    }

    private func encodingDiagnostic(
        _ problem: UTF8Scan.Problem, in text: UnsafeBufferPointer<UInt8>, path: String
    ) -> Diagnostic {
        switch problem {
        case .nulByte(let offset):
            return .error(
                LoadingRule.binaryFile, "file contains a NUL byte; is it a binary file? Spec files are UTF-8 text",
                at: SourceLocation(file: path, mark: UTF8Scan.mark(ofByteOffset: offset, in: text)))
        case .invalidUTF8(let offset):
            let location = SourceLocation(file: path, mark: UTF8Scan.mark(ofByteOffset: offset, in: text))
            if offset == 0, text.count >= 2, (text[0] == 0xFF && text[1] == 0xFE) || (text[0] == 0xFE && text[1] == 0xFF) {
                return .error(LoadingRule.invalidUTF8, "file is UTF-16 encoded; save it as UTF-8", at: location)
            }
            if text.contains(0) {
                return .error(LoadingRule.binaryFile,
                              "file is not text (NUL bytes, invalid UTF-8); is it a binary file?", at: location)
            }
            let hex = String(text[offset], radix: 16, uppercase: true)
            return .error(LoadingRule.invalidUTF8,
                          "invalid UTF-8 byte 0x\(hex.count == 1 ? "0" : "")\(hex); spec files must be UTF-8",
                          at: location)
        }
    }

    private func syntaxDiagnostic(
        _ error: YAMLSyntaxError, in text: UnsafeBufferPointer<UInt8>, path: String
    ) -> Diagnostic {
        let mark: Mark
        switch error.position {
        case .mark(let problemMark): mark = problemMark
        case .byteOffset(let offset): mark = UTF8Scan.mark(ofByteOffset: offset, in: text)
        }
        if let tab = TabIndentation.firstTab(onLine: mark.line, in: text) {
            return .error(
                LoadingRule.tabIndentation, "tab character used for indentation; indent YAML with spaces",
                at: SourceLocation(file: path, line: mark.line, column: tab),
                notes: [Diagnostic.Note("libyaml: \(error.problem)", at: SourceLocation(file: path, mark: mark))])
        }
        var notes: [Diagnostic.Note] = []
        if let context = error.context, let contextMark = error.contextMark {
            notes.append(Diagnostic.Note(context, at: SourceLocation(file: path, mark: contextMark)))
        }
        return .error(LoadingRule.yamlSyntax, error.problem,
                      at: SourceLocation(file: path, mark: mark), notes: notes)
    }
}
