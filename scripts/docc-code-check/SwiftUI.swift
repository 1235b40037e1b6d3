// A stand-in for SwiftUI: the types and members that the DocC articles' code calls, with
// SwiftUI's names, generic shapes, result builders and main-actor isolation, and no behaviour.
// scripts/check-docc-code.py compiles the articles' code against it (SwiftUI does not exist on
// Linux), so that a change of PickListKit's API breaks this repository's build rather than a
// reader's app.
//
// Add a member here when an article starts to call it, with the signature and the `@available`
// markers Apple's SDK gives it: scripts/check-docc-code.py checks each article against the
// systems it states (`@Available` in its `@Metadata`) by lowering these markers, so a member
// without its marker would pass an article that Xcode refuses. Types carry their own marker
// (SwiftUI began with iOS 13, macOS 10.15, tvOS 13 and watchOS 6); a member carries one when it
// came later than its type or is missing on a system.
@_exported import Foundation
@_exported import Observation
@_exported import DarwinFoundation

private func standIn() -> Never { fatalError("SwiftUI stand-in: for type-checking only") }

// MARK: Views and builders

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency public protocol View {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency var body: Body { get }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Never: View {
    public var body: Never { standIn() }
}

/// A view with no body of its own (`Text`, `Spacer`, what a modifier returns …).
public protocol PrimitiveView: View where Body == Never {}
extension PrimitiveView {
    public var body: Never { standIn() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct EmptyView: PrimitiveView { public init() {} }
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct TupleView<T>: PrimitiveView { public init(_ value: T) {} }
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct ConditionalContent<TrueContent: View, FalseContent: View>: PrimitiveView {}
extension Optional: View where Wrapped: View {
    public var body: Never { standIn() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@resultBuilder public struct ViewBuilder {
    public static func buildBlock() -> EmptyView { standIn() }
    public static func buildBlock<Content: View>(_ content: Content) -> Content { standIn() }
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> { standIn() }
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { standIn() }
    public static func buildEither<T: View, F: View>(first: T) -> ConditionalContent<T, F> { standIn() }
    public static func buildEither<T: View, F: View>(second: F) -> ConditionalContent<T, F> { standIn() }
}

/// What a modifier returns.
public struct ModifiedView<Content: View>: PrimitiveView {}

// MARK: State

public protocol DynamicProperty {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value>: DynamicProperty {
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {}
    public var wrappedValue: Value { get { standIn() } nonmutating set { standIn() } }
    public var projectedValue: Binding<Value> { self }
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> { standIn() }
    public static func constant(_ value: Value) -> Binding<Value> { standIn() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@propertyWrapper
public struct State<Value>: DynamicProperty {
    public init(wrappedValue: Value) {}
    public init(initialValue: Value) {}
    public var wrappedValue: Value { get { standIn() } nonmutating set { standIn() } }
    public var projectedValue: Binding<Value> { standIn() }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@propertyWrapper @dynamicMemberLookup
public struct Bindable<Value: AnyObject & Observable>: DynamicProperty {
    public init(wrappedValue: Value) {}
    public init(_ wrappedValue: Value) {}
    public var wrappedValue: Value { standIn() }
    public var projectedValue: Bindable<Value> { self }
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> { standIn() }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int {}
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String {}
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == Int {}
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == String {}
    public var wrappedValue: Value { get { standIn() } nonmutating set { standIn() } }
    public var projectedValue: Binding<Value> { standIn() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {}
    public var wrappedValue: Value { standIn() }
}

@available(iOS 13.0, tvOS 13.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
public enum EditMode: Hashable, Sendable {
    case inactive, transient, active
    public var isEditing: Bool { self != .inactive }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct EnvironmentValues {
    @available(iOS 13.0, tvOS 13.0, *)
    @available(macOS, unavailable)
    @available(watchOS, unavailable)
    public var editMode: Binding<EditMode>? { get { standIn() } set { standIn() } }
    public var isEnabled: Bool { get { standIn() } set { standIn() } }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Animation: Sendable {
    public static var `default`: Animation { standIn() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    standIn()
}

// MARK: Styles

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol ShapeStyle: Sendable {}
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct TintShapeStyle: ShapeStyle {}
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct HierarchicalShapeStyle: ShapeStyle {}
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension ShapeStyle where Self == TintShapeStyle {
    public static var tint: TintShapeStyle { standIn() }
}
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { standIn() }
    public static var secondary: HierarchicalShapeStyle { standIn() }
    public static var tertiary: HierarchicalShapeStyle { standIn() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Font: Hashable, Sendable {
    public static var body: Font { standIn() }
    public static var headline: Font { standIn() }
    public static var subheadline: Font { standIn() }
    public static var caption: Font { standIn() }
    public static var footnote: Font { standIn() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum HorizontalAlignment: Sendable { case leading, center, trailing }
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum VerticalAlignment: Sendable { case top, center, bottom, firstTextBaseline }

// MARK: Accessibility

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct AccessibilityTraits: SetAlgebra, Sendable {
    public init() {}
    public static var isButton: AccessibilityTraits { standIn() }
    public static var isHeader: AccessibilityTraits { standIn() }
    public static var isSelected: AccessibilityTraits { standIn() }
    public static var isStaticText: AccessibilityTraits { standIn() }
    public static var updatesFrequently: AccessibilityTraits { standIn() }
    public func union(_ other: Self) -> Self { standIn() }
    public func intersection(_ other: Self) -> Self { standIn() }
    public func symmetricDifference(_ other: Self) -> Self { standIn() }
    public func contains(_ member: Self) -> Bool { standIn() }
    @discardableResult public mutating func insert(_ newMember: Self) -> (inserted: Bool, memberAfterInsert: Self) { standIn() }
    @discardableResult public mutating func remove(_ member: Self) -> Self? { standIn() }
    @discardableResult public mutating func update(with newMember: Self) -> Self? { standIn() }
    public mutating func formUnion(_ other: Self) { standIn() }
    public mutating func formIntersection(_ other: Self) { standIn() }
    public mutating func formSymmetricDifference(_ other: Self) { standIn() }
    public static func == (lhs: Self, rhs: Self) -> Bool { standIn() }
}

/// Accessibility notifications an app posts (SwiftUI re-exports them from Accessibility).
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public enum AccessibilityNotification {
    public struct Announcement: Sendable {
        public init(_ announcement: String) {}
        public func post() { standIn() }
    }
    public struct LayoutChanged: Sendable {
        public init() {}
        public func post() { standIn() }
    }
    public struct ScreenChanged: Sendable {
        public init() {}
        public func post() { standIn() }
    }
}

// MARK: Modifiers

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
    public func disabled(_ disabled: Bool) -> ModifiedView<Self> { standIn() }
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> ModifiedView<Self> { standIn() }
    public func font(_ font: Font?) -> ModifiedView<Self> { standIn() }
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public func navigationTitle<S: StringProtocol>(_ title: S) -> ModifiedView<Self> { standIn() }
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> ModifiedView<Self> { standIn() }
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void)
        -> ModifiedView<Self>
    { standIn() }
    public func onAppear(perform action: (() -> Void)? = nil) -> ModifiedView<Self> { standIn() }
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public func task(_ action: @escaping @Sendable () async -> Void) -> ModifiedView<Self> { standIn() }
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public func searchable(text: Binding<String>) -> ModifiedView<Self> { standIn() }
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> ModifiedView<Self> { standIn() }
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> ModifiedView<Self> { standIn() }
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public func accessibilityLabel(_ label: Text) -> ModifiedView<Self> { standIn() }
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> ModifiedView<Self> { standIn() }
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public func accessibilityValue(_ value: Text) -> ModifiedView<Self> { standIn() }
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public func accessibilityHint<S: StringProtocol>(_ hint: S) -> ModifiedView<Self> { standIn() }
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> ModifiedView<Self> { standIn() }
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> ModifiedView<Self> { standIn() }
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> ModifiedView<Self> { standIn() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct AccessibilityChildBehavior: Sendable {
    public static var ignore: AccessibilityChildBehavior { standIn() }
    public static var combine: AccessibilityChildBehavior { standIn() }
    public static var contain: AccessibilityChildBehavior { standIn() }
}

// MARK: Primitive views

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Text: PrimitiveView {
    public init<S: StringProtocol>(_ content: S) {}
    public init(verbatim content: String) {}
    public func font(_ font: Font?) -> Text { standIn() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Image: PrimitiveView {
    public init(systemName: String) {}
    public init(_ name: String, bundle: Bundle? = nil) {}
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Spacer: PrimitiveView {
    public init(minLength: CGFloat? = nil) {}
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct Label<Title: View, Icon: View>: PrimitiveView {}
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension Label where Title == Text, Icon == Image {
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {}
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct HStack<Content: View>: PrimitiveView {
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct VStack<Content: View>: PrimitiveView {
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct ButtonRole: Equatable, Sendable {
    public static var destructive: ButtonRole { standIn() }
    public static var cancel: ButtonRole { standIn() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Button<Label: View>: PrimitiveView {
    public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {}
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public init(role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {}
}
extension Button where Label == Text {
    public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {}
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void) {}
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Toggle<Label: View>: PrimitiveView {
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {}
}
extension Toggle where Label == Text {
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {}
}

// MARK: Lists and navigation

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct List<SelectionValue: Hashable, Content: View>: PrimitiveView {
    public init(@ViewBuilder content: () -> Content) where SelectionValue == Never {}
    public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {}
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where SelectionValue == Never, Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {}
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {}
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: PrimitiveView {
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {}
}
extension ForEach {
    /// DynamicViewContent's move action: SwiftUI calls `action` with the offsets moved and the
    /// offset they go before, as `Array.move(fromOffsets:toOffset:)` takes them.
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> ModifiedView<Self> { standIn() }
}
extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {}
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Section<Parent: View, Content: View, Footer: View>: PrimitiveView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {}
}
extension Section where Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {}
}
extension Section where Parent == EmptyView, Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content) {}
}
extension Section where Parent == EmptyView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {}
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct NavigationLink<Label: View, Destination: View>: PrimitiveView {
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {}
}
extension NavigationLink where Label == Text {
    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {}
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct NavigationStack<Content: View>: PrimitiveView {
    public init(@ViewBuilder root: () -> Content) {}
}

// MARK: Toolbars

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public protocol ToolbarContent {}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct ToolbarItemPlacement: Sendable {
    public static var automatic: ToolbarItemPlacement { standIn() }
    public static var primaryAction: ToolbarItemPlacement { standIn() }
    @available(iOS 14.0, tvOS 18.0, watchOS 10.0, *)
    @available(macOS, unavailable)
    public static var bottomBar: ToolbarItemPlacement { standIn() }
    public static var cancellationAction: ToolbarItemPlacement { standIn() }
    public static var confirmationAction: ToolbarItemPlacement { standIn() }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct ToolbarItem<ID, Content: View>: ToolbarContent {}
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension ToolbarItem where ID == () {
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {}
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct TupleToolbarContent<T>: ToolbarContent {}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@resultBuilder public struct ToolbarContentBuilder {
    public static func buildBlock<Content: ToolbarContent>(_ content: Content) -> Content { standIn() }
    public static func buildBlock<each Content: ToolbarContent>(_ content: repeat each Content)
        -> TupleToolbarContent<(repeat each Content)>
    { standIn() }
}
