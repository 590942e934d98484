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
    public static func closest(to colour: Colour, reaching threshold: ContrastThreshold, against other: ExactColour) -> Colour? {
        for n in 1...255 {
            for shade in [darker(colour, by: n), lighter(colour, by: n)]
            where ContrastRatio(ExactColour(shade), other).reaches(threshold) {
                return shade
            }
        }
        return nil
    }
}
