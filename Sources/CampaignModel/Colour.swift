/// A colour of the campaign language (`#RGB`, `#RRGGBB` or `#RRGGBBAA`, CSS order with
/// alpha last), kept as the unsigned 32-bit ARGB integer the SDK reads (SPEC §6):
/// `#FFFFFF` → 4294967295, `#333333BF` → 3207803699.
public struct Colour: Hashable, Sendable {
    /// `0xAARRGGBB`.
    public let argb: UInt32

    public init(argb: UInt32) {
        self.argb = argb
    }

    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 0xFF) {
        self.argb = UInt32(alpha) << 24 | UInt32(red) << 16 | UInt32(green) << 8 | UInt32(blue)
    }

    public var alpha: UInt8 { UInt8(truncatingIfNeeded: argb >> 24) }
    public var red: UInt8 { UInt8(truncatingIfNeeded: argb >> 16) }
    public var green: UInt8 { UInt8(truncatingIfNeeded: argb >> 8) }
    public var blue: UInt8 { UInt8(truncatingIfNeeded: argb) }

    /// Parses `#RGB`, `#RRGGBB` or `#RRGGBBAA` (case-insensitive); nil for anything else.
    public init?(css text: String) {
        // Byte by byte: every byte after `#` must be an ASCII hex digit, so a text with any
        // other character (ASCII or not) fails as it would scalar by scalar.
        var utf8 = text.utf8.makeIterator()
        guard utf8.next() == UInt8(ascii: "#") else { return nil }
        var digits: UInt64 = 0
        var count = 0
        while let byte = utf8.next() {
            guard count < 8, let digit = Colour.hexValue(byte) else { return nil }
            digits = digits << 4 | UInt64(digit)
            count += 1
        }
        let nibble = { (i: Int) in UInt8(truncatingIfNeeded: digits >> UInt64(4 * (count - 1 - i))) & 0xF }
        switch count {
        case 3:
            self.init(red: nibble(0) * 17, green: nibble(1) * 17, blue: nibble(2) * 17)
        case 6, 8:
            let byte = { (i: Int) in nibble(2 * i) << 4 | nibble(2 * i + 1) }
            self.init(red: byte(0), green: byte(1), blue: byte(2), alpha: count == 8 ? byte(3) : 0xFF)
        default:
            return nil
        }
    }

    /// `#RRGGBBAA` in upper case, the CSS spelling of this colour.
    public var cssText: String {
        Self.hashText(red, green, blue, alpha: alpha)
    }

    /// `#RRGGBB`, then `AA` when `alpha` is given, in uppercase hexadecimal digits: written
    /// in place, without the strings of each byte (the contrast rules print many, issue 24).
    static func hashText(_ red: UInt8, _ green: UInt8, _ blue: UInt8, alpha: UInt8? = nil) -> String {
        String(unsafeUninitializedCapacity: 9) { buffer in
            func digit(_ nibble: UInt8) -> UInt8 {
                nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "A") + nibble - 10
            }
            buffer[0] = UInt8(ascii: "#")
            var count = 1
            func put(_ byte: UInt8) {
                buffer[count] = digit(byte >> 4)
                buffer[count + 1] = digit(byte & 0xF)
                count += 2
            }
            put(red)
            put(green)
            put(blue)
            if let alpha { put(alpha) }
            return count
        }
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - 48
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - 87
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - 55
        default: nil
        }
    }
}
