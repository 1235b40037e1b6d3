/// The benchmark's result table, printed as Markdown so it pastes straight into
/// docs/performance.md.
struct BenchTable {
    /// Whether a row reaches its target.
    enum Verdict: String {
        case met = "met"
        case missed = "**missed**"
    }

    struct Row {
        var measure: String
        var value: String
        /// The value as a multiple of the floor (or of the row's own reference), if it has one.
        var ratio: String
        var target: String
        var verdict: Verdict?
    }

    private(set) var rows: [Row] = []
    /// Why steps could not run, printed under the table (kept out of its cells).
    private(set) var failures: [String] = []

    mutating func add(_ measure: String, value: String, ratio: String = "", target: String = "", verdict: Verdict? = nil) {
        rows.append(Row(measure: measure, value: value, ratio: ratio, target: target, verdict: verdict))
    }

    /// A row for a step that could not run, with the reason in place of the figure.
    mutating func add(_ measure: String, failure: any Error, target: String = "") {
        failures.append("\(measure): \(failure)")
        rows.append(Row(measure: measure, value: "n/a (note \(failures.count))", ratio: "", target: target, verdict: nil))
    }

    /// The table as Markdown, columns padded so it also reads well in a terminal.
    func markdown() -> String {
        let header = ["measure", "value", "ratio", "target", "verdict"]
        let cells = rows.map { [$0.measure, $0.value, $0.ratio, $0.target, $0.verdict?.rawValue ?? ""] }
        var widths = header.map(\.count)
        for line in cells {
            for (column, cell) in line.enumerated() {
                widths[column] = max(widths[column], cell.count)
            }
        }
        func render(_ line: [String]) -> String {
            let padded = line.enumerated().map { column, cell in
                cell + String(repeating: " ", count: widths[column] - cell.count)
            }
            return "| " + padded.joined(separator: " | ") + " |"
        }
        let rule = "|" + widths.map { String(repeating: "-", count: $0 + 2) }.joined(separator: "|") + "|"
        let notes = failures.enumerated().map { index, failure in "\nnote \(index + 1): \(failure)" }
        return ([render(header), rule] + cells.map(render)).joined(separator: "\n") + (notes.isEmpty ? "" : "\n" + notes.joined())
    }

    static func ms(_ value: Double) -> String {
        value >= 100 ? "\(format(value, digits: 0)) ms" : "\(format(value, digits: 1)) ms"
    }

    static func times(_ value: Double) -> String {
        "\(format(value, digits: 2))×"
    }

    static func mebibytes(_ bytes: Int) -> String {
        "\(format(Double(bytes) / 1_048_576, digits: 1)) MiB"
    }

    /// Fixed-point formatting without Foundation's locale-dependent `String(format:)`.
    static func format(_ value: Double, digits: Int) -> String {
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let scaled = (value * scale).rounded()
        let whole = Int(scaled / scale)
        guard digits > 0 else { return String(whole) }
        let fraction = Int(abs(scaled).truncatingRemainder(dividingBy: scale))
        let fractionText = String(fraction)
        let sign = value < 0 && whole == 0 ? "-" : ""
        return sign + String(whole) + "." + String(repeating: "0", count: digits - fractionText.count) + fractionText
    }
}
