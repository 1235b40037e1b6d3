/// The tables of stored forms that read as another item: `renamed` (former ids) and a values
/// table's `aliases` (former or other values), one pair per line.
///
/// A line is `stored -> current`, or, when either side itself holds ` -> `, the two sides
/// separated by a tab (written `\t` in the generated literal). Ids and values never hold a
/// tab or a line feed (the compiler refuses control characters in them), so both forms read
/// back exactly.
enum StoredFormTable {
    /// The pairs of a table, in order; a line that is neither form stops the program through
    /// `malformed`, which names the table and the line.
    static func pairs(of table: String, malformed: (String) -> Never) -> [(stored: String, current: String)] {
        var pairs: [(stored: String, current: String)] = []
        for line in PickListSectionInfo.lines(of: table) where !line.isEmpty {
            let fields = PickListSectionInfo.fields(of: line)
            if fields.count == 2 {
                pairs.append((fields[0], fields[1]))
                continue
            }
            let bytes = Array(line.utf8)
            guard fields.count == 1, let arrow = arrowOffset(in: bytes) else { malformed(line) }
            pairs.append((
                String(decoding: bytes[..<arrow], as: UTF8.self),
                String(decoding: bytes[(arrow + arrowBytes.count)...], as: UTF8.self)
            ))
        }
        return pairs
    }

    private static let arrowBytes = Array(" -> ".utf8)

    /// The offset of the first ` -> ` in a line's bytes.
    private static func arrowOffset(in bytes: [UInt8]) -> Int? {
        guard bytes.count >= arrowBytes.count else { return nil }
        return (0...(bytes.count - arrowBytes.count)).first { bytes[$0..<($0 + arrowBytes.count)].elementsEqual(arrowBytes) }
    }
}
