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

    package init(inputs: UInt64, output: UInt64) {
        self.inputs = inputs
        self.output = output
    }

    /// The extended attribute holding the stamp.
    package static let attributeName = "user.picklist.stamp"

    /// The attribute's text: `picklist-stamp-1 <inputs> <output>`, both as 16 hex digits.
    var attributeValue: String {
        "\(Self.prefix) \(Self.hex(inputs)) \(Self.hex(output))"
    }

    /// Reads an attribute's text; `nil` for anything else (another format version included).
    init?(attributeValue: String) {
        let fields = attributeValue.split(separator: " ")
        guard fields.count == 3, fields[0] == Self.prefix,
            let inputs = UInt64(fields[1], radix: 16), let output = UInt64(fields[2], radix: 16)
        else { return nil }
        self.init(inputs: inputs, output: output)
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
        source: String, displayPath: String, template: Template, access: AccessLevel, tool: String
    ) -> UInt64 {
        var hash = StableHash()
        hash.combine(field: Self.prefix)
        hash.combine(field: tool)
        hash.combine(field: String(template.fingerprint, radix: 16))
        hash.combine(field: access.rawValue)
        hash.combine(field: displayPath)
        hash.combine(field: source)
        return hash.value
    }

    private static let prefix = "picklist-stamp-1"

    private static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
