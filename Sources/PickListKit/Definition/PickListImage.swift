/// The image shown before a row's title: an SF Symbol or an image of the app's asset catalog.
///
/// A spec gives an item one or the other (`symbol: bell.badge` or `image: Logo`); the
/// generated item's ``PickList/image`` carries it, and a runtime row's
/// ``PickListEntry/image`` carries what the app supplies. PickListKit only names the image:
/// the view draws it.
///
/// ```swift
/// switch item.image {
/// case .symbol(let name)?: Image(systemName: name)
/// case .asset(let name)?: Image(name)
/// case nil: EmptyView()
/// }
/// ```
public enum PickListImage: Hashable, Sendable {
    /// An SF Symbol, by its name (`bell.badge`): `UIImage(systemName:)`, `Image(systemName:)`.
    case symbol(String)
    /// An image of the app's asset catalog, by its name: `UIImage(named:)`, `Image(_:)`.
    case asset(String)

    /// The image's name, whichever kind it is.
    public var name: String {
        switch self {
        case .symbol(let name), .asset(let name): name
        }
    }

    /// Reads one line of a definition's `images` table: `symbol NAME`, `asset NAME`, or an
    /// empty line for an item without an image; `nil` for any other line.
    init?(tableLine line: Substring) {
        guard let space = line.firstIndex(of: " ") else { return nil }
        let name = String(line[line.index(after: space)...])
        switch line[..<space] {
        case "symbol": self = .symbol(name)
        case "asset": self = .asset(name)
        default: return nil
        }
    }
}
