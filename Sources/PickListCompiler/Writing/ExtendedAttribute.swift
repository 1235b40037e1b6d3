import CExtendedAttributes
import Foundation

/// Reads and writes one extended attribute of a file (`getxattr(2)`, `setxattr(2)`).
///
/// Failures are not errors here: a file system without extended attributes, or a file the
/// attribute cannot be set on, only means its ``OutputStamp`` is missing.
enum ExtendedAttribute {
    /// The attribute's value as text, or `nil` when the file has none (or it is not UTF-8).
    static func value(named name: String, atPath path: String) -> String? {
        read { buffer in
            #if canImport(Darwin)
            getxattr(path, name, buffer.baseAddress, buffer.count, 0, 0)
            #else
            getxattr(path, name, buffer.baseAddress, buffer.count)
            #endif
        }
    }

    /// The attribute's value as text on the file open at `descriptor`, or `nil` (as above).
    static func value(named name: String, descriptor: Int32) -> String? {
        read { buffer in
            #if canImport(Darwin)
            fgetxattr(descriptor, name, buffer.baseAddress, buffer.count, 0, 0)
            #else
            fgetxattr(descriptor, name, buffer.baseAddress, buffer.count)
            #endif
        }
    }

    /// A value read by `call` into a buffer of 128 bytes (a stamp is 85), as text.
    private static func read(_ call: (UnsafeMutableRawBufferPointer) -> Int) -> String? {
        var buffer = [UInt8](repeating: 0, count: 128)
        let length = buffer.withUnsafeMutableBytes(call)
        guard length > 0 else { return nil }
        return String(validating: buffer[..<length], as: UTF8.self)
    }

    /// Sets the attribute on a file by path; returns whether it was set.
    @discardableResult
    static func set(_ value: String, named name: String, atPath path: String) -> Bool {
        let bytes = Array(value.utf8)
        return bytes.withUnsafeBytes { bytes in
            #if canImport(Darwin)
            setxattr(path, name, bytes.baseAddress, bytes.count, 0, 0) == 0
            #else
            setxattr(path, name, bytes.baseAddress, bytes.count, 0) == 0
            #endif
        }
    }

    /// Sets the attribute on the file open at `descriptor`; returns whether it was set.
    @discardableResult
    static func set(_ value: String, named name: String, descriptor: Int32) -> Bool {
        let bytes = Array(value.utf8)
        return bytes.withUnsafeBytes { bytes in
            #if canImport(Darwin)
            fsetxattr(descriptor, name, bytes.baseAddress, bytes.count, 0, 0) == 0
            #else
            fsetxattr(descriptor, name, bytes.baseAddress, bytes.count, 0) == 0
            #endif
        }
    }
}
