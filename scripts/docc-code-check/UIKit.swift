// A stand-in for UIKit: the types and members that the DocC articles' code calls, with UIKit's
// names, signatures and main-actor isolation, and no behaviour. scripts/check-docc-code.py
// compiles the articles' code against it (UIKit does not exist on Linux), so that a change of
// PickListKit's API breaks this repository's build rather than a reader's app.
//
// Add a member here when an article starts to call it, with the signature and the `@available`
// markers Apple's SDK gives it: scripts/check-docc-code.py checks each article against the
// systems it states (`@Available` in its `@Metadata`) by lowering these markers. UIKit exists on
// iOS, iPadOS, Mac Catalyst, tvOS and visionOS, never on macOS or watchOS (the check knows that
// of the whole module); a declaration carries a marker when Apple's came in iOS 13 or later.
@_exported import Foundation
@_exported import DarwinFoundation

private func standIn() -> Never { fatalError("UIKit stand-in: for type-checking only") }

// MARK: Index paths (UIKit's additions to Foundation's IndexPath)

extension IndexPath {
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
    public var row: Int { get { self[1] } set { self[1] = newValue } }
    public var section: Int { get { self[0] } set { self[0] = newValue } }
}

// MARK: Accessibility

public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }
    public static let none = UIAccessibilityTraits([])
    public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
    public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
    public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
    public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
    public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
    public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
    public static let updatesFrequently = UIAccessibilityTraits(rawValue: 1 << 9)
    public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
}

public enum UIAccessibility {
    public struct Notification: Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let screenChanged = Notification(rawValue: 1000)
        public static let layoutChanged = Notification(rawValue: 1001)
        public static let announcement = Notification(rawValue: 1008)
    }
    /// Main-actor isolated, as Apple documents it: call it from a view controller (or mark the
    /// helper that calls it `@MainActor`).
    @MainActor public static func post(notification: Notification, argument: Any?) { standIn() }
    @MainActor public static var isVoiceOverRunning: Bool { standIn() }
}

// MARK: Colours, images, fonts

public final class UIColor: Sendable {
    @available(iOS 13.0, tvOS 13.0, *)
    public static var label: UIColor { standIn() }
    @available(iOS 13.0, tvOS 13.0, *)
    public static var secondaryLabel: UIColor { standIn() }
    @available(iOS 13.0, tvOS 13.0, *)
    public static var tertiaryLabel: UIColor { standIn() }
    @available(iOS 15.0, tvOS 15.0, *)
    public static var tintColor: UIColor { standIn() }
    public static var systemRed: UIColor { standIn() }
}

public final class UIImage: Sendable {
    @available(iOS 13.0, tvOS 13.0, *)
    public init?(systemName: String) { standIn() }
    public init?(named: String) { standIn() }
}

// MARK: Views

@MainActor open class UIResponder {
    public init() {}
}

@MainActor open class UIView: UIResponder {
    open var isAccessibilityElement: Bool = false
    open var accessibilityLabel: String?
    open var accessibilityValue: String?
    open var accessibilityHint: String?
    open var accessibilityTraits: UIAccessibilityTraits = .none
    open var isUserInteractionEnabled: Bool = true
    open var tintColor: UIColor!
}

@available(iOS 14.0, tvOS 14.0, *)
public protocol UIContentConfiguration {}

@available(iOS 14.0, tvOS 14.0, *)
public struct UIListContentConfiguration: UIContentConfiguration, Hashable {
    public struct TextProperties: Hashable {
        public var color: UIColor { get { standIn() } set { standIn() } }
        public var numberOfLines: Int
        public static func == (lhs: Self, rhs: Self) -> Bool { standIn() }
        public func hash(into hasher: inout Hasher) { standIn() }
    }
    public struct ImageProperties: Hashable {
        public var tintColor: UIColor? { get { standIn() } set { standIn() } }
        public static func == (lhs: Self, rhs: Self) -> Bool { standIn() }
        public func hash(into hasher: inout Hasher) { standIn() }
    }
    public var text: String?
    public var secondaryText: String?
    public var image: UIImage? { get { standIn() } set { standIn() } }
    public var textProperties: TextProperties
    public var secondaryTextProperties: TextProperties
    public var imageProperties: ImageProperties
    public static func == (lhs: Self, rhs: Self) -> Bool { standIn() }
    public func hash(into hasher: inout Hasher) { standIn() }
}

@MainActor open class UITableViewCell: UIView {
    public enum AccessoryType: Int, Sendable { case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton }
    public enum EditingStyle: Int, Sendable { case none, delete, insert }
    public enum SelectionStyle: Int, Sendable { case none, blue, gray, `default` }
    public enum CellStyle: Int, Sendable { case `default`, value1, value2, subtitle }

    public init(style: CellStyle, reuseIdentifier: String?) {}
    public required init?(coder: NSCoder) { standIn() }
    open var accessoryType: AccessoryType = .none
    open var selectionStyle: SelectionStyle = .default
    @available(iOS 14.0, tvOS 14.0, *)
    open var contentConfiguration: (any UIContentConfiguration)? { get { standIn() } set { standIn() } }
    @available(iOS 14.0, tvOS 14.0, *)
    open func defaultContentConfiguration() -> UIListContentConfiguration { standIn() }
}

@MainActor open class UITableView: UIView {
    public enum Style: Int, Sendable { case plain, grouped, insetGrouped }
    public enum RowAnimation: Int, Sendable { case fade, right, left, top, bottom, none, middle, automatic }
    public enum ScrollPosition: Int, Sendable { case none, top, middle, bottom }

    open var allowsSelectionDuringEditing: Bool = false
    open var allowsMultipleSelectionDuringEditing: Bool = false
    open var indexPathForSelectedRow: IndexPath? { standIn() }
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) { standIn() }
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell { standIn() }
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { standIn() }
    open func deselectRow(at indexPath: IndexPath, animated: Bool) { standIn() }
    open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) { standIn() }
    open func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) { standIn() }
    open func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) { standIn() }
    @available(iOS 11.0, tvOS 11.0, *)
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) { standIn() }
    open func reloadData() { standIn() }
    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) { standIn() }
}

@MainActor open class UIControl: UIView {
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([])
        public static let disabled = State(rawValue: 1 << 1)
    }
    open var isEnabled: Bool = true
}

@MainActor open class UIButton: UIControl {
    open func setTitle(_ title: String?, for state: UIControl.State) { standIn() }
}

// MARK: Actions and bar items

@available(iOS 13.0, tvOS 13.0, *)
public typealias UIActionHandler = @MainActor (UIAction) -> Void

@available(iOS 13.0, tvOS 13.0, *)
@MainActor open class UIAction {
    public init(title: String = "", image: UIImage? = nil, handler: @escaping UIActionHandler) {}
}

@available(iOS 13.0, tvOS 13.0, *)
@MainActor open class UIMenu {}

@MainActor open class UIBarButtonItem {
    public enum Style: Int, Sendable { case plain, done }
    @available(iOS 14.0, tvOS 14.0, *)
    public init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {}
    open var title: String?
    open var isEnabled: Bool = true
    open var style: Style = .plain
    @available(iOS 14.0, tvOS 14.0, *)
    public static func flexibleSpace() -> UIBarButtonItem { standIn() }
}

@MainActor open class UINavigationItem {
    open var title: String?
    open var rightBarButtonItem: UIBarButtonItem?
    open var leftBarButtonItem: UIBarButtonItem?
}

// MARK: View controllers

@MainActor open class UIViewController: UIResponder {
    public init(nibName: String?, bundle: Bundle?) {}
    public required init?(coder: NSCoder) { standIn() }
    open var title: String?
    open var isEditing: Bool { standIn() }
    open var navigationItem: UINavigationItem { standIn() }
    open var navigationController: UINavigationController? { standIn() }
    open var toolbarItems: [UIBarButtonItem]?
    open var editButtonItem: UIBarButtonItem { standIn() }
    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func setEditing(_ editing: Bool, animated: Bool) {}
    open func present(_ viewController: UIViewController, animated: Bool, completion: (() -> Void)? = nil) { standIn() }
}

@MainActor open class UINavigationController: UIViewController {
    open func pushViewController(_ viewController: UIViewController, animated: Bool) { standIn() }
    open func setToolbarHidden(_ hidden: Bool, animated: Bool) { standIn() }
}

@MainActor open class UITableViewController: UIViewController {
    public init(style: UITableView.Style) { super.init(nibName: nil, bundle: nil) }
    public required init?(coder: NSCoder) { standIn() }
    open var tableView: UITableView! { get { standIn() } set { standIn() } }

    open func numberOfSections(in tableView: UITableView) -> Int { standIn() }
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { standIn() }
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { standIn() }
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { standIn() }
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { standIn() }
    open func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { standIn() }
    open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { standIn() }
    open func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle { standIn() }
    open func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool { standIn() }
}

// MARK: Diffable data sources

@available(iOS 13.0, tvOS 13.0, *)
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: Sendable {
    public init() {}
    public var itemIdentifiers: [ItemIdentifierType] { standIn() }
    public var sectionIdentifiers: [SectionIdentifierType] { standIn() }
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) { standIn() }
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil) { standIn() }
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) { standIn() }
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) { standIn() }
    @available(iOS 15.0, tvOS 15.0, *)
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) { standIn() }
}

@available(iOS 13.0, tvOS 13.0, *)
@MainActor open class UITableViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable> {
    public typealias CellProvider = @MainActor (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?
    public init(tableView: UITableView, cellProvider: @escaping CellProvider) {}
    open func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, animatingDifferences: Bool = true,
        completion: (() -> Void)? = nil
    ) { standIn() }
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { standIn() }
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { standIn() }
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { standIn() }
}
