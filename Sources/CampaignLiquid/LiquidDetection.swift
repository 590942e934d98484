/// Whether a text holds Liquid at all: a byte scan for `{{` or `{%`, so that a field without
/// Liquid costs one pass over its UTF-8 bytes and nothing else.
public enum LiquidDetection {
    /// True when `text` contains `{{` or `{%` anywhere.
    public static func containsLiquid(_ text: String) -> Bool {
        var previousWasBrace = false
        for byte in text.utf8 {
            if previousWasBrace && (byte == UInt8(ascii: "{") || byte == UInt8(ascii: "%")) { return true }
            previousWasBrace = byte == UInt8(ascii: "{")
        }
        return false
    }
}
