import PickListFuzzing

// libFuzzer's entry point: called once per input. Run without arguments it fuzzes; given
// files (`fuzz-load crash-file`), it runs each once, as a reproducer.
@_cdecl("LLVMFuzzerTestOneInput")
package func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    LoadTarget.run(FuzzInput.bytes(data, size))
    return 0
}
