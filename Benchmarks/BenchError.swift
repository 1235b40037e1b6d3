/// A benchmark step that could not run; the table shows its message instead of a figure.
struct BenchError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
