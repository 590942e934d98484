// The libFuzzer driver for `campaignc lsp`: framed bytes in, a whole server in memory. Built
// with `-sanitize=fuzzer,address` by `Scripts/fuzz.sh lsp`; the arguments are libFuzzer's own.
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// libFuzzer's entry point, exported under its C name: serves `data` as standard input.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    LanguageServerHarness.shared.run(bytes)
    return 0
}

/// libFuzzer's driver (from the `-sanitize=fuzzer` runtime). SwiftPM links executables with
/// their own `main`, so the fuzzer's `main` is not used; this enters the same loop.
@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt

/// Hands the command line to libFuzzer and returns its exit status.
func runFuzzer() -> CInt {
    var argumentCount = CommandLine.argc
    var argumentVector: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
    return LLVMFuzzerRunDriver(&argumentCount, &argumentVector, fuzzTestOneInput)
}

exit(runFuzzer())
