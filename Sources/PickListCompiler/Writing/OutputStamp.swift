package import PickListSupport

/// What picklist notes on each output it writes, so that an unchanged run can skip rendering.
///
/// Rendering is most of the time of `picklist generate`; a build step runs it on every build,
/// usually with nothing changed. The stamp records a fingerprint of everything the output was
/// rendered from (``inputs``: the spec file's text, the template, the access level, the path
/// the header prints, and the picklist build) and of the bytes written (``output``). Before
/// rendering, the generator reads the output: when the stamp's inputs match and the file
/// still holds exactly the bytes stamped, the output is current and is not rendered again.
///
/// The stamp lives in an extended attribute of the output file (``attributeName``), so it
/// adds no file to the output folder and moves with the file. Where a file system has no
/// extended attributes, or a copy drops them, every run simply renders and compares, as
/// without a stamp. A file edited by hand no longer matches its ``output`` fingerprint and is
/// rendered and rewritten.
package struct OutputStamp: Hashable, Sendable {
    /// The fingerprint of everything the output is rendered from.
    package var inputs: UInt64
    /// The fingerprint of the output's bytes.
    package var output: UInt64
    /// The state of the output file as picklist wrote it (``FileState``): while the file's
    /// state is still this one, its bytes are the ones written and need not be read. `nil`
    /// when unknown (an output only stamped, a file system that rounds times).
    package var file: FileState?

    package init(inputs: UInt64, output: UInt64, file: FileState? = nil) {
        self.inputs = inputs
        self.output = output
        self.file = file
    }

    /// The extended attribute holding the stamp.
    static let attributeName = "user.picklist.stamp"

    /// The attribute's text: `picklist-stamp-2 <inputs> <output>`, both as 16 hex digits, then
    /// with a file state its device, inode, size and modification time (seconds, nanoseconds)
    /// in decimal.
    var attributeValue: String {
        var text = "\(Self.prefix) \(Self.hex(inputs)) \(Self.hex(output))"
        if let file {
            text += " \(file.device) \(file.inode) \(file.size) \(file.seconds) \(file.nanoseconds)"
        }
        return text
    }

    /// Reads an attribute's text; `nil` for anything else (another format version included).
    init?(attributeValue: String) {
        // Read as bytes (every run reads one per output): fields between single spaces.
        let fields = Array(attributeValue.utf8).split(separator: 0x20, omittingEmptySubsequences: false)
        guard fields.count == 3 || fields.count == 8, fields[0].elementsEqual(Self.prefix.utf8),
            let inputs = Self.hexValue(fields[1]), let output = Self.hexValue(fields[2])
        else { return nil }
        guard fields.count == 8 else {
            self.init(inputs: inputs, output: output)
            return
        }
        guard let device = UInt64(decimal: fields[3]), let inode = UInt64(decimal: fields[4]),
            let size = UInt64(decimal: fields[5]), let seconds = UInt64(decimal: fields[6]),
            let nanoseconds = UInt64(decimal: fields[7]), size <= Int64.max, seconds <= Int64.max,
            nanoseconds < 1_000_000_000
        else { return nil }
        self.init(
            inputs: inputs, output: output,
            file: FileState(
                device: device, inode: inode, size: Int64(size), seconds: Int64(seconds), nanoseconds: Int64(nanoseconds)))
    }

    /// Whether the output at `state` is the file this stamp was written with, for `inputs`:
    /// current without reading its bytes.
    func isCurrent(forInputs inputs: UInt64, state: FileState) -> Bool {
        self.inputs == inputs && file == state
    }

    /// Sixteen hex digits as a number, or `nil`.
    private static func hexValue(_ digits: ArraySlice<UInt8>) -> UInt64? {
        guard digits.count == 16 else { return nil }
        var value: UInt64 = 0
        for digit in digits {
            switch digit {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): value = value << 4 | UInt64(digit - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): value = value << 4 | UInt64(digit - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): value = value << 4 | UInt64(digit - UInt8(ascii: "A") + 10)
            default: return nil
            }
        }
        return value
    }

    /// The fingerprint of one output's inputs.
    ///
    /// - Parameters:
    ///   - source: the spec file's text.
    ///   - displayPath: the spec's path as the generated header prints it.
    ///   - template: the template rendering it.
    ///   - access: the access level of the generated declarations.
    ///   - tool: the identity of the picklist build (``ToolIdentity/current``): a new build
    ///     may render differently, so it invalidates every stamp.
    static func inputs(
        source: String, displayPath: String, template: Template, access: AccessLevel, tool: String,
        language: String? = nil
    ) -> UInt64 {
        var hash = StableHash()
        hash.combine(field: Self.prefix)
        hash.combine(field: tool)
        hash.combine(field: String(template.fingerprint, radix: 16))
        hash.combine(field: access.rawValue)
        // A configuration's `language` (the default of specs without their own), only when set,
        // so the stamps of runs without one stay what they were.
        if let language { hash.combine(field: "language=" + language) }
        hash.combine(field: displayPath)
        hash.combine(field: source)
        return hash.value
    }

    private static let prefix = "picklist-stamp-2"

    private static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}

extension UInt64 {
    /// Decimal digits as a number; `nil` for anything else, or a number too large.
    fileprivate init?(decimal digits: ArraySlice<UInt8>) {
        guard !digits.isEmpty, digits.count <= 20 else { return nil }
        var value: UInt64 = 0
        for digit in digits {
            guard digit >= UInt8(ascii: "0"), digit <= UInt8(ascii: "9") else { return nil }
            let (times, overflow) = value.multipliedReportingOverflow(by: 10)
            let (sum, overflow2) = times.addingReportingOverflow(UInt64(digit - UInt8(ascii: "0")))
            guard !overflow, !overflow2 else { return nil }
            value = sum
        }
        self = value
    }
}
