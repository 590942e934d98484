/// Whether a text holds Liquid at all: a byte scan for `{{` or `{%`, so that a field without
/// Liquid costs one pass over its UTF-8 bytes and nothing else.
public enum LiquidDetection {
    /// True when `text` contains `{{` or `{%` anywhere.
    public static func containsLiquid(_ text: String) -> Bool {
        // A native string's bytes are contiguous: scanned without the view's per-byte indexing.
        text.utf8.withContiguousStorageIfAvailable(scan) ?? scan(Array(text.utf8))
    }

    /// False when no scalar of a YAML file with these bytes can hold Liquid: the file has no
    /// `{{`, no `{%` and no backslash. A scalar's text is the file's characters, folded at line
    /// breaks into a space or a line break (never joining two braces); only a double-quoted
    /// escape can spell a brace the file does not (`\x7B`, `\u007B`, an escaped line break).
    public static func mayHoldLiquid(fileBytes bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { buffer in
            var previousWasBrace = false
            for byte in buffer {
                if byte == UInt8(ascii: "\\") { return true }
                if previousWasBrace && (byte == UInt8(ascii: "{") || byte == UInt8(ascii: "%")) { return true }
                previousWasBrace = byte == UInt8(ascii: "{")
            }
            return false
        }
    }

    /// True when `bytes` contain `{{` or `{%`.
    private static func scan<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> Bool {
        var previousWasBrace = false
        for byte in bytes {
            if previousWasBrace && (byte == UInt8(ascii: "{") || byte == UInt8(ascii: "%")) { return true }
            previousWasBrace = byte == UInt8(ascii: "{")
        }
        return false
    }
}
