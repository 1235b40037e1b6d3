/// A syntax error reported by libyaml: its problem text, where, and what it was parsing.
struct YAMLSyntaxError: Error {
    /// Where libyaml found the problem.
    enum Position {
        /// A scanner or parser error, at a 1-based mark.
        case mark(Mark)
        /// A reader error (a character YAML does not allow), at a byte offset into the input.
        case byteOffset(Int)
    }

    /// libyaml's problem text, e.g. `mapping values are not allowed in this context`.
    var problem: String
    var position: Position
    /// What libyaml was in the middle of, e.g. `while parsing a block mapping`.
    var context: String?
    /// Where that construct started.
    var contextMark: Mark?
}
