import PickListSupport

extension Diagnostic {
    /// This diagnostic with the user text it quotes (titles, ids, keys, paths) escaped for
    /// printing (``DisplayText``): the text around it is ours and has nothing to escape.
    /// Formatters print this; diagnostics themselves keep the text as the spec holds it.
    var printable: Diagnostic {
        var diagnostic = self
        diagnostic.message = DisplayText.escaped(message)
        diagnostic.suggestion = suggestion.map { DisplayText.escaped($0) }
        for index in diagnostic.notes.indices {
            diagnostic.notes[index].message = DisplayText.escaped(notes[index].message)
        }
        return diagnostic
    }
}
