#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// An opaque colour as the screen shows it after compositing (SPEC §4.5): red, green and blue
/// as exact doubles from 0 to 255, never rounded between steps, so a translucent text over a
/// translucent background over a backdrop is one exact result.
public struct ExactColour: Hashable, Sendable {
    public let red: Double
    public let green: Double
    public let blue: Double

    public init(red: Double, green: Double, blue: Double) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// The red, green and blue of `colour`, its alpha ignored (for an opaque colour).
    public init(_ colour: Colour) {
        self.init(red: Double(colour.red), green: Double(colour.green), blue: Double(colour.blue))
    }

    /// The plain system backgrounds behind a message (iOS `systemBackground`, SPEC §4.5).
    public static let white = ExactColour(red: 255, green: 255, blue: 255)
    public static let black = ExactColour(red: 0, green: 0, blue: 0)

    /// The opaque `Colour` with each channel rounded half up (178.9 → 179, 178.5 → 179).
    public var rounded: Colour {
        Colour(red: Self.roundHalfUp(red), green: Self.roundHalfUp(green), blue: Self.roundHalfUp(blue))
    }

    /// `#RRGGBB`, upper case, each channel rounded half up: how SPEC §4.5 shows a drawn colour.
    public var hexText: String {
        let colour = rounded
        return Colour.hashText(colour.red, colour.green, colour.blue)
    }

    /// WCAG 2.x relative luminance, with the sRGB threshold 0.04045 (SPEC §4.5).
    public var relativeLuminance: Double {
        Self.luminance(Self.linear(red), Self.linear(green), Self.linear(blue))
    }

    /// The relative luminance of three channels already in linear light: WCAG 2.x's weights.
    static func luminance(_ red: Double, _ green: Double, _ blue: Double) -> Double {
        0.2126 * red + 0.7152 * green + 0.0722 * blue
    }

    /// One channel (0–255) in linear light.
    static func linear(_ channel: Double) -> Double {
        let c = channel / 255
        return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }

    static func roundHalfUp(_ channel: Double) -> UInt8 {
        let value = (channel + 0.5).rounded(.down)
        return UInt8(min(255, max(0, value)))
    }
}
