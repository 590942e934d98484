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
        let scalars = Array(text.unicodeScalars)
        guard scalars.first == "#" else { return nil }
        var digits: [UInt8] = []
        for scalar in scalars.dropFirst() {
            guard let digit = Colour.hexValue(scalar) else { return nil }
            digits.append(digit)
        }
        switch digits.count {
        case 3:
            self.init(red: digits[0] * 17, green: digits[1] * 17, blue: digits[2] * 17)
        case 6, 8:
            let byte = { (i: Int) in digits[2 * i] << 4 | digits[2 * i + 1] }
            self.init(red: byte(0), green: byte(1), blue: byte(2), alpha: digits.count == 8 ? byte(3) : 0xFF)
        default:
            return nil
        }
    }

    /// `#RRGGBBAA` in upper case, the CSS spelling of this colour.
    public var cssText: String {
        let hex = { (byte: UInt8) -> String in
            let text = String(byte, radix: 16, uppercase: true)
            return text.count == 1 ? "0" + text : text
        }
        return "#" + hex(red) + hex(green) + hex(blue) + hex(alpha)
    }

    private static func hexValue(_ scalar: Unicode.Scalar) -> UInt8? {
        switch scalar {
        case "0"..."9": UInt8(scalar.value - 48)
        case "a"..."f": UInt8(scalar.value - 87)
        case "A"..."F": UInt8(scalar.value - 55)
        default: nil
        }
    }
}
