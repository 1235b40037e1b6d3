import PickListFuzzing

// libFuzzer's entry point: called once per input. Run without arguments it fuzzes; given
// files (`fuzz-engine crash-file`), it runs each once, as a reproducer, and prints the steps.
@_cdecl("LLVMFuzzerTestOneInput")
package func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    EngineTarget.run(FuzzInput.bytes(data, size))
    return 0
}
