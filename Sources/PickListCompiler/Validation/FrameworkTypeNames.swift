/// Type names of commonly imported Apple frameworks that a list's `name` should not take
/// (rule `framework-type-name`).
///
/// A list named `TimeZone` compiles, but in every file that imports both Foundation and the
/// list's module, `TimeZone` is ambiguous for type lookup: neither module's type wins. (Inside
/// the list's own module its type wins, so the generated code compiles; and the standard
/// library's names give way to another module's, so `Result` or `Duration` are not listed.) The names here are the bare (unprefixed) top-level types a pick list could
/// plausibly be named after; protocols of other APIs' plumbing, error types, `NS`/`CF`/`CG`
/// names and helper types (`…FormatStyle`, `…ParseStrategy`, `…Delegate`) are left out.
///
/// How the lists were made:
///
/// - ``foundation``: extracted from swift-corelibs-foundation as shipped with Swift 6.3.1
///   (modules Foundation, FoundationEssentials and FoundationInternationalization, with
///   `swift-symbolgraph-extract -module-name … -target x86_64-unknown-linux-gnu`; the
///   top-level structs, classes, enums, protocols and typealiases: 179 names without an `NS` or
///   `CF` prefix), then reduced by hand to the plausible ones, plus a few Apple-only Foundation
///   types from Apple's documentation (`DateComponentsFormatter`, `ListFormatter`,
///   `MeasurementFormatter`, `RelativeDateTimeFormatter`, `UndoManager`, `FileWrapper`,
///   `LocalizedStringResource`, `TermOfAddress`). Each of the others was checked by compiling:
///   declared in a module `F`, it is ambiguous in a file that imports Foundation and `F`.
///   `Currency`, `Region`, `Language` and `Weekday` are nested in `Locale`, so they are free.
/// - ``swiftUI``: written from Apple's SwiftUI documentation (SwiftUI is not available on
///   Linux, so nothing could be extracted), restricted to the unprefixed public types a list
///   could plausibly be named after (`List`, `Text`, `Color`, `State`, `Environment`, …).
///   SwiftUI re-exports SwiftUICore, whose types (`Color`, `Font`, `Text`, …) it lists too.
/// - UIKit: its own types are prefixed (`UIColor`, `NSTextAlignment`), so it adds no name;
///   `import UIKit` (like `import SwiftUI`) re-exports Foundation, whose names clash there too.
enum FrameworkTypeNames {
    /// Foundation (Apple's, and swift-corelibs-foundation on Linux).
    static let foundation: Set<String> = [
        // Dates, times, calendars, locales.
        "Calendar", "Date", "DateComponents", "DateInterval", "Locale", "TimeInterval", "TimeZone", "Timer",
        "PersonNameComponents", "Morphology", "InflectionRule", "TermOfAddress", "LocalizedStringResource",
        // Data, text, collections, values.
        "AttributedString", "AttributeContainer", "CharacterSet", "Data", "Decimal",
        "IndexPath", "IndexSet", "Notification", "URL", "URLComponents", "URLQueryItem", "UUID",
        "Expression", "Predicate", "SortDescriptor", "SortOrder", "ComparisonResult", "StringTransform",
        // Measurements and units.
        "Measurement", "Unit", "Dimension", "UnitAcceleration", "UnitAngle", "UnitArea",
        "UnitConcentrationMass", "UnitDispersion", "UnitDuration", "UnitElectricCharge",
        "UnitElectricCurrent", "UnitElectricPotentialDifference", "UnitElectricResistance", "UnitEnergy",
        "UnitFrequency", "UnitFuelEfficiency", "UnitIlluminance", "UnitInformationStorage", "UnitLength",
        "UnitMass", "UnitPower", "UnitPressure", "UnitSpeed", "UnitTemperature", "UnitVolume",
        // Formatting.
        "FormatStyle", "Formatter", "ByteCountFormatter", "DateComponentsFormatter", "DateFormatter",
        "DateIntervalFormatter", "EnergyFormatter", "ISO8601DateFormatter", "LengthFormatter",
        "ListFormatter", "MassFormatter", "MeasurementFormatter", "NumberFormatter",
        "PersonNameComponentsFormatter", "RelativeDateTimeFormatter", "Scanner",
        // System: files, processes, threads, streams.
        "Bundle", "FileAttributeType", "FileHandle", "FileManager", "FileProtectionType", "FileWrapper",
        "Host", "NotificationCenter", "Operation", "OperationQueue", "Pipe", "Port", "Process",
        "ProcessInfo", "Progress", "QualityOfService", "RunLoop", "Stream", "Thread", "UndoManager",
        "UserDefaults",
    ]

    /// SwiftUI (with SwiftUICore), from Apple's documentation.
    static let swiftUI: Set<String> = [
        // Views and controls.
        "Alert", "Button", "Canvas", "DatePicker", "Divider", "Form", "Gauge", "Grid", "GridRow",
        "Group", "GroupBox", "Image", "Label", "Link", "List", "Menu", "Picker", "ProgressView",
        "Section", "Slider", "Spacer", "Stepper", "Tab", "Table", "Text", "TextField", "Toggle",
        // Shapes and drawing.
        "Angle", "Capsule", "Circle", "Color", "Ellipse", "Font", "Gradient", "Material", "Path",
        "Rectangle", "RoundedRectangle", "Shape",
        // Layout.
        "Alignment", "Axis", "Edge", "EdgeInsets", "HorizontalAlignment", "Layout", "LayoutDirection",
        "UnitPoint", "VerticalAlignment",
        // Settings and kinds of things.
        "BlendMode", "ButtonRole", "ColorScheme", "ColorSchemeContrast", "ContentMode", "ControlSize",
        "DynamicTypeSize", "EditMode", "LegibilityWeight", "Prominence", "ScenePhase",
        "SymbolRenderingMode", "TextAlignment", "Visibility",
        // App structure, state and animation.
        "Animation", "App", "Binding", "Environment", "Gesture", "Namespace", "Scene", "Settings",
        "Spring", "State", "Transaction", "Transition", "View", "Window", "WindowGroup",
    ]

    /// The frameworks (in a fixed order) that declare a type named `name`; empty when none does.
    static func frameworks(declaring name: String) -> [String] {
        var frameworks: [String] = []
        if foundation.contains(name) { frameworks.append("Foundation") }
        if swiftUI.contains(name) { frameworks.append("SwiftUI") }
        return frameworks
    }

    /// A name to use instead of `name`: `name` + `Option` (as the bundled `TimeZoneOption`), or
    /// `name` + `Choice` should that clash too. Deterministic, never a framework type name.
    static func replacement(for name: String) -> String {
        for suffix in ["Option", "Choice", "PickList"] {
            let candidate = name + suffix
            if frameworks(declaring: candidate).isEmpty, IdentifierDerivation.problem(withTypeName: candidate) == nil {
                return candidate
            }
        }
        return name + "Option"
    }
}
