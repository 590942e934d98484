/// Whether a text holds Liquid at all: a byte scan for `{{` or `{%`, so that a field without
/// Liquid costs one pass over its UTF-8 bytes and nothing else.
public enum LiquidDetection {
    /// True when `text` contains `{{` or `{%` anywhere.
    public static func containsLiquid(_ text: String) -> Bool {
        // A native string's bytes are contiguous: scanned without the view's per-byte indexing.
        text.utf8.withContiguousStorageIfAvailable { scan(UnsafeRawBufferPointer($0), backslashCounts: false) }
            ?? Array(text.utf8).withUnsafeBytes { scan($0, backslashCounts: false) }
    }

    /// False when no scalar of a YAML file with these bytes can hold Liquid: the file has no
    /// `{{`, no `{%` and no backslash. A scalar's text is the file's characters, folded at line
    /// breaks into a space or a line break (never joining two braces); only a double-quoted
    /// escape can spell a brace the file does not (`\x7B`, `\u007B`, an escaped line break).
    public static func mayHoldLiquid(fileBytes bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBytes { scan($0, backslashCounts: true) }
    }

    /// True when `raw` contains `{{` or `{%` (or, with `backslashCounts`, a backslash).
    private static func scan(_ raw: UnsafeRawBufferPointer, backslashCounts: Bool) -> Bool {
        var offset = 0
        var previousWasBrace = false
        while offset < raw.count {
            // Eight bytes at a time while they hold no `{` and no backslash (most of a text).
            if !previousWasBrace, offset + 8 <= raw.count, !mayStartLiquid(raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) {
                offset += 8
                continue
            }
            let byte = raw[offset]
            if backslashCounts && byte == UInt8(ascii: "\\") { return true }
            if previousWasBrace && (byte == UInt8(ascii: "{") || byte == UInt8(ascii: "%")) { return true }
            previousWasBrace = byte == UInt8(ascii: "{")
            offset += 1
        }
        return false
    }

    /// True when one of the eight bytes of `word` is `{` or a backslash (the bit trick that
    /// finds a zero byte, applied to the word with each byte compared).
    @inline(__always)
    private static func mayStartLiquid(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        let braces = word ^ (ones &* UInt64(UInt8(ascii: "{")))
        let backslashes = word ^ (ones &* UInt64(UInt8(ascii: "\\")))
        return ((braces &- ones) & ~braces & highs) | ((backslashes &- ones) & ~backslashes & highs) != 0
    }
}
