/// The image shown before a row's title: an SF Symbol, an image of the app's asset catalog, or
/// a swatch of colours.
///
/// A spec gives an item one of them (`symbol: bell.badge`, `image: Logo` or `swatch:
/// ["#FF9500", "#1C1C1E"]`); the
/// generated item's ``PickList/image`` carries it, and a runtime row's
/// ``PickListEntry/image`` carries what the app supplies. PickListKit only names the image:
/// the view draws it.
///
/// ```swift
/// switch item.image {
/// case .symbol(let name)?: Image(systemName: name)
/// case .asset(let name)?: Image(name)
/// case .swatch(let colors)?: HStack(spacing: 0) { ForEach(colors, id: \.self) { Color($0) } }
/// case nil: EmptyView()
/// }
/// ```
public enum PickListImage: Hashable, Sendable {
    /// An SF Symbol, by its name (`bell.badge`): `UIImage(systemName:)`, `Image(systemName:)`.
    case symbol(String)
    /// An image of the app's asset catalog, by its name: `UIImage(named:)`, `Image(_:)`.
    case asset(String)
    /// One to four colours drawn side by side, a theme's or a label's (`swatch` in the spec).
    case swatch([PickListColor])

    /// The image's name: the symbol's or the asset's; a swatch's colours as `#RRGGBBAA`,
    /// separated by spaces.
    public var name: String {
        switch self {
        case .symbol(let name), .asset(let name): name
        case .swatch(let colors): colors.map(\.hex).joined(separator: " ")
        }
    }

    /// The most colours a swatch holds.
    public static let maximumSwatchColors = 4

    /// Reads one line of a definition's `images` table: `symbol NAME`, `asset NAME`, `swatch
    /// #RRGGBBAA …` (one to four colours), or an empty line for an item without an image; `nil`
    /// for any other line.
    init?(tableLine line: Substring) {
        guard let space = line.firstIndex(of: " ") else { return nil }
        let name = String(line[line.index(after: space)...])
        switch line[..<space] {
        case "symbol": self = .symbol(name)
        case "asset": self = .asset(name)
        case "swatch":
            let colors = name.split(separator: " ").map { PickListColor(String($0)) }
            guard (1...Self.maximumSwatchColors).contains(colors.count), !colors.contains(nil) else { return nil }
            self = .swatch(colors.compactMap { $0 })
        default: return nil
        }
    }
}
