/// A colour in sRGB, as a spec writes it: `"#FF9500"` or, with an alpha, `"#FF950080"`.
///
/// A list's `color` fields and its items' `swatch` carry colours of this type. Each component
/// is one of 256 steps (the two hex digits written), so two colours are equal exactly when
/// their hex forms are, and a colour reads back from its ``hex`` unchanged.
///
/// ```swift
/// let orange = PickListColor("#FF9500")!
/// orange.red          // 1.0
/// orange.green        // 0.584…
/// orange.alpha        // 1.0
/// orange.hex          // "#FF9500FF"
/// ```
///
/// Where SwiftUI, UIKit or AppKit can be imported, `Color(_:)`, `UIColor(_:)` and `NSColor(_:)`
/// make the view's colour (in the sRGB colour space).
public struct PickListColor: Hashable, Sendable, LosslessStringConvertible {
    /// The red component in 0…255, as written (the `RR` of `#RRGGBBAA`).
    public let redByte: UInt8
    /// The green component in 0…255, as written (the `GG` of `#RRGGBBAA`).
    public let greenByte: UInt8
    /// The blue component in 0…255, as written (the `BB` of `#RRGGBBAA`).
    public let blueByte: UInt8
    /// The alpha component in 0…255 (255, opaque, for a colour written `#RRGGBB`).
    public let alphaByte: UInt8

    /// A colour of the given components, each 0…255 (alpha 255: opaque).
    public init(redByte: UInt8, greenByte: UInt8, blueByte: UInt8, alphaByte: UInt8 = 255) {
        self.redByte = redByte
        self.greenByte = greenByte
        self.blueByte = blueByte
        self.alphaByte = alphaByte
    }

    /// Reads `#RRGGBB` or `#RRGGBBAA` (hex digits in either case); `nil` for any other text.
    public init?(_ hex: String) {
        let digits = Array(hex.utf8)
        guard digits.first == UInt8(ascii: "#"), digits.count == 7 || digits.count == 9 else { return nil }
        var bytes: [UInt8] = []
        var index = 1
        while index < digits.count {
            guard let high = Self.hexValue(digits[index]), let low = Self.hexValue(digits[index + 1]) else { return nil }
            bytes.append(high << 4 | low)
            index += 2
        }
        self.init(redByte: bytes[0], greenByte: bytes[1], blueByte: bytes[2], alphaByte: bytes.count == 4 ? bytes[3] : 255)
    }

    /// The red component, 0…1.
    public var red: Double { Double(redByte) / 255 }
    /// The green component, 0…1.
    public var green: Double { Double(greenByte) / 255 }
    /// The blue component, 0…1.
    public var blue: Double { Double(blueByte) / 255 }
    /// The opacity, 0 (transparent) … 1 (opaque).
    public var alpha: Double { Double(alphaByte) / 255 }

    /// The colour as `#RRGGBBAA`, uppercase hex digits: `"#FF9500FF"`.
    public var hex: String {
        let digits = Array("0123456789ABCDEF".utf8)
        var text: [UInt8] = [UInt8(ascii: "#")]
        for byte in [redByte, greenByte, blueByte, alphaByte] {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 0x0F)])
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// ``hex``.
    public var description: String { hex }

    private static func hexValue(_ digit: UInt8) -> UInt8? {
        switch digit {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): digit - UInt8(ascii: "0")
        case UInt8(ascii: "A")...UInt8(ascii: "F"): digit - UInt8(ascii: "A") + 10
        case UInt8(ascii: "a")...UInt8(ascii: "f"): digit - UInt8(ascii: "a") + 10
        default: nil
        }
    }
}

#if canImport(SwiftUI)
public import SwiftUI

extension Color {
    /// The colour of a ``PickListColor``, in the sRGB colour space.
    public init(_ color: PickListColor) {
        self.init(.sRGB, red: color.red, green: color.green, blue: color.blue, opacity: color.alpha)
    }
}
#endif

#if canImport(UIKit)
public import UIKit

extension UIColor {
    /// The colour of a ``PickListColor`` (sRGB components).
    public convenience init(_ color: PickListColor) {
        self.init(red: CGFloat(color.red), green: CGFloat(color.green), blue: CGFloat(color.blue), alpha: CGFloat(color.alpha))
    }
}
#endif

#if canImport(AppKit)
public import AppKit

extension NSColor {
    /// The colour of a ``PickListColor``, in the sRGB colour space.
    public convenience init(_ color: PickListColor) {
        self.init(srgbRed: CGFloat(color.red), green: CGFloat(color.green), blue: CGFloat(color.blue), alpha: CGFloat(color.alpha))
    }
}
#endif
