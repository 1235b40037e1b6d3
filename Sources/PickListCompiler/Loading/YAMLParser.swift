internal import CLibYAML

/// A thin wrapper over libyaml's event API: one parser, one input buffer, one event at a time.
///
/// The class owns the `yaml_parser_t` and a private copy of the input bytes (libyaml reads
/// the buffer lazily, so it must outlive the parser) and frees both in `deinit`. Each call to
/// ``next()`` decodes one libyaml event into a ``YAMLEvent`` and deletes the C event at once,
/// so no C memory escapes. No C type appears outside this file's internal API.
///
/// This is the one place where libyaml's 0-based marks become 1-based ``Mark``s.
final class YAMLParser {
    // Only this class touches the parser, one call at a time: skip the runtime's
    // exclusivity bookkeeping on every event.
    @exclusivity(unchecked) private var parser = yaml_parser_t()
    private let input: UnsafeMutableBufferPointer<UInt8>
    /// The input's length (`input` holds at least one byte, so libyaml gets a buffer).
    private let byteCount: Int
    /// The end of an input whose last line has no line break, found on first need (see
    /// ``mark(_:)``); `nil` while not needed, and for an input that ends in a line break.
    private var endOfUnterminatedText: Mark?

    /// Starts a parser over UTF-8 bytes (without a byte-order mark; see ``YAMLLoader``).
    init(utf8 bytes: UnsafeBufferPointer<UInt8>) {
        input = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(bytes.count, 1))
        _ = input.initialize(fromContentsOf: bytes)
        byteCount = bytes.count
        yaml_parser_initialize(&parser)
        yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)
        yaml_parser_set_input_string(&parser, input.baseAddress, bytes.count)
    }

    deinit {
        yaml_parser_delete(&parser)
        input.deallocate()
    }

    /// Parses and returns the next event.
    ///
    /// After a ``YAMLSyntaxError`` the parser is finished: libyaml cannot resume.
    func next() throws(YAMLSyntaxError) -> YAMLEvent {
        var event = yaml_event_t()
        guard yaml_parser_parse(&parser, &event) == 1 else {
            throw syntaxError()
        }
        defer { yaml_event_delete(&event) }
        let mark = self.mark(event.start_mark)
        switch event.type {
        case YAML_STREAM_START_EVENT:
            return .streamStart
        case YAML_STREAM_END_EVENT:
            return .streamEnd
        case YAML_DOCUMENT_START_EVENT:
            return .documentStart(mark)
        case YAML_DOCUMENT_END_EVENT:
            return .documentEnd
        case YAML_ALIAS_EVENT:
            return .alias(anchor: Self.string(event.data.alias.anchor) ?? "", mark: mark)
        case YAML_SCALAR_EVENT:
            let scalar = event.data.scalar
            let value = scalar.length == 0
                ? ""
                : String(decoding: UnsafeBufferPointer(start: scalar.value, count: scalar.length), as: UTF8.self)
            return .scalar(
                value: value,
                isPlain: scalar.style == YAML_PLAIN_SCALAR_STYLE,
                anchor: Self.string(scalar.anchor),
                tag: Self.string(scalar.tag),
                mark: mark
            )
        case YAML_SEQUENCE_START_EVENT:
            let start = event.data.sequence_start
            return .sequenceStart(anchor: Self.string(start.anchor), tag: Self.string(start.tag), mark: mark)
        case YAML_SEQUENCE_END_EVENT:
            return .sequenceEnd
        case YAML_MAPPING_START_EVENT:
            let start = event.data.mapping_start
            return .mappingStart(anchor: Self.string(start.anchor), tag: Self.string(start.tag), mark: mark)
        case YAML_MAPPING_END_EVENT:
            return .mappingEnd
        default:
            // YAML_NO_EVENT: libyaml produces it only after the stream ended.
            return .streamEnd
        }
    }

    private func syntaxError() -> YAMLSyntaxError {
        let problem = parser.problem.map { String(cString: $0) } ?? "invalid YAML"
        let context = parser.context.map { String(cString: $0) }
        let position: YAMLSyntaxError.Position
        if parser.error == YAML_READER_ERROR {
            // Reader errors carry a byte offset, not a mark.
            position = .byteOffset(parser.problem_offset)
        } else {
            position = .mark(mark(parser.problem_mark))
        }
        return YAMLSyntaxError(
            problem: problem,
            position: position,
            context: context,
            contextMark: context == nil ? nil : mark(parser.context_mark)
        )
    }

    /// The 1-based mark of a libyaml mark, inside the text.
    ///
    /// libyaml ends an input whose last line has no line break with a line break of its own,
    /// so what it finds at the very end (an empty value, a missing `]`) is marked at column 0
    /// of a line the file does not have. Such a mark is moved back to the end of the last line,
    /// where an editor can show it. The end is found only then: most files end in a line break.
    private func mark(_ mark: yaml_mark_t) -> Mark {
        let converted = Mark(mark)
        guard mark.column == 0, converted.line > 1, !endsWithLineBreak else { return converted }
        if endOfUnterminatedText == nil {
            endOfUnterminatedText = UTF8Scan.mark(ofByteOffset: byteCount, in: UnsafeBufferPointer(rebasing: input[..<byteCount]))
        }
        guard let end = endOfUnterminatedText, converted.line > end.line else { return converted }
        return end
    }

    /// Whether the input's last character is a line break (LF, CR, NEL, LS or PS), or there is none.
    private var endsWithLineBreak: Bool {
        guard byteCount > 0 else { return true }
        switch input[byteCount - 1] {
        case 0x0A, 0x0D: return true
        case 0x85: return byteCount >= 2 && input[byteCount - 2] == 0xC2
        case 0xA8, 0xA9: return byteCount >= 3 && input[byteCount - 3] == 0xE2 && input[byteCount - 2] == 0x80
        default: return false
        }
    }

    private static func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        guard let pointer else { return nil }
        return String(cString: pointer)
    }
}

extension Mark {
    /// libyaml counts lines and columns from 0; picklist, editors and compilers from 1.
    /// The only conversion between the two in the code base.
    fileprivate init(_ mark: yaml_mark_t) {
        self.init(line: Int(mark.line) + 1, column: Int(mark.column) + 1)
    }
}
