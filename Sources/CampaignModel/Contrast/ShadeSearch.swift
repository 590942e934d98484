/// The closest shade of a colour that reaches a contrast ratio (SPEC §4.5's help): for
/// n = 1 … 255, darker_n scales each channel towards 0 and lighter_n moves it towards 255,
/// and the answer is the first of darker_1, lighter_1, darker_2, lighter_2, … that reaches
/// the threshold against the other colour. Integer arithmetic, so the shades are exact.
public enum ShadeSearch {
    /// (⌊R·(255 − n)/255⌋, ⌊G·(255 − n)/255⌋, ⌊B·(255 − n)/255⌋), opaque.
    public static func darker(_ colour: Colour, by n: Int) -> Colour {
        let scale = { (channel: UInt8) in UInt8(Int(channel) * (255 - n) / 255) }
        return Colour(red: scale(colour.red), green: scale(colour.green), blue: scale(colour.blue))
    }

    /// (R + ⌈(255 − R)·n/255⌉, …), opaque.
    public static func lighter(_ colour: Colour, by n: Int) -> Colour {
        let lift = { (channel: UInt8) in UInt8(Int(channel) + ((255 - Int(channel)) * n + 254) / 255) }
        return Colour(red: lift(colour.red), green: lift(colour.green), blue: lift(colour.blue))
    }

    /// The first shade of `colour` (opaque: its alpha is ignored) whose ratio against `other`
    /// reaches `threshold`; nil when none does (possible only at AAA).
    ///
    /// Up to 510 shades are tried, so each one's luminance comes from a table of the 256
    /// channel values in linear light (the same doubles `ExactColour.relativeLuminance`
    /// computes, summed in the same order), and `other`'s is computed once: the ratio of each
    /// shade is exactly `ContrastRatio`'s.
    public static func closest(to colour: Colour, reaching threshold: ContrastThreshold, against other: ExactColour) -> Colour? {
        let fixed = other.relativeLuminance
        func reaches(_ shade: Colour) -> Bool {
            let luminance = 0.2126 * linearChannels[Int(shade.red)] + 0.7152 * linearChannels[Int(shade.green)] + 0.0722 * linearChannels[Int(shade.blue)]
            return ContrastRatio(luminance, fixed).reaches(threshold)
        }
        for n in 1...255 {
            let darker = darker(colour, by: n)
            if reaches(darker) { return darker }
            let lighter = lighter(colour, by: n)
            if reaches(lighter) { return lighter }
        }
        return nil
    }

    /// Each channel value 0…255 in linear light (a constant table).
    static let linearChannels: [Double] = (0...255).map { ExactColour.linear(Double($0)) }
}
