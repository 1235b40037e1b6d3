/// The bytes libFuzzer hands a target, copied out of its buffer.
package enum FuzzInput {
    /// The input as an array (libFuzzer passes a null pointer for the empty input).
    package static func bytes(_ data: UnsafePointer<UInt8>?, _ size: Int) -> [UInt8] {
        guard let data, size > 0 else { return [] }
        return Array(UnsafeBufferPointer(start: data, count: size))
    }
}
