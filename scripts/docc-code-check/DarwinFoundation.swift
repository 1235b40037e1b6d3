// A stand-in for the parts of Apple's Foundation that Linux's Foundation lacks or marks
// unavailable, with Apple's signatures and `@available` markers and no behaviour. The UIKit and
// SwiftUI stand-ins re-export it, so an article's `DateComponentsFormatter` is this one (a
// module's declaration shadows the one of a module it imports). scripts/check-docc-code.py
// compiles the articles' code against it.
//
// Add a member here when an article starts to call one that Linux's Foundation does not have.
@_exported import Foundation

private func standIn() -> Never { fatalError("Foundation stand-in: for type-checking only") }

/// Formats a time interval as its units ("5 minutes", "1 hr, 30 min") in the user's language.
@available(iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, *)
open class DateComponentsFormatter: Formatter, @unchecked Sendable {
    public enum UnitsStyle: Int, Sendable { case positional, abbreviated, short, full, spellOut, brief }
    override public init() { super.init() }
    public required init?(coder: NSCoder) { standIn() }
    open var unitsStyle: UnitsStyle { get { standIn() } set { standIn() } }
    open var allowedUnits: NSCalendar.Unit { get { standIn() } set { standIn() } }
    open func string(from ti: TimeInterval) -> String? { standIn() }
}
