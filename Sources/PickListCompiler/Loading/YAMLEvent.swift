/// One libyaml parser event, decoded into Swift values (see ``YAMLParser``).
enum YAMLEvent {
    case streamStart
    case streamEnd
    case documentStart(Mark)
    case documentEnd
    case alias(anchor: String, mark: Mark)
    case scalar(value: String, isPlain: Bool, anchor: String?, tag: String?, mark: Mark)
    case sequenceStart(anchor: String?, tag: String?, mark: Mark)
    case sequenceEnd
    case mappingStart(anchor: String?, tag: String?, mark: Mark)
    case mappingEnd
}
