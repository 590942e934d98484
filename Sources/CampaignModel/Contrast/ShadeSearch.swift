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
    /// Each shade's luminance comes from a table of the 256 channel values in linear light (the
    /// same doubles `ExactColour.relativeLuminance` computes, weighed by the same
    /// `ExactColour.luminance`), and `other`'s is computed once: the ratio of each shade is exactly `ContrastRatio`'s.
    ///
    /// Not every shade is tried (issue 24). Along each direction the luminance only moves one
    /// way as n grows (each channel does, and rounding keeps that order), and the ratio falls
    /// as the luminance nears `other`'s and rises past it; so the shades that reach the
    /// threshold are the first few (when the first one does) and all from some n on. When
    /// darker_1 and lighter_1 both fall short, a binary search finds that n in each
    /// direction, and the answer is the earlier of the two in the order above: the same shade
    /// the walk through all of them finds.
    public static func closest(to colour: Colour, reaching threshold: ContrastThreshold, against other: ExactColour) -> Colour? {
        let fixed = other.relativeLuminance
        func reaches(_ shade: Colour) -> Bool {
            let luminance = ExactColour.luminance(
                linearChannels[Int(shade.red)], linearChannels[Int(shade.green)], linearChannels[Int(shade.blue)])
            return ContrastRatio(luminance, fixed).reaches(threshold)
        }
        let firstDarker = darker(colour, by: 1)
        if reaches(firstDarker) { return firstDarker }
        let firstLighter = lighter(colour, by: 1)
        if reaches(firstLighter) { return firstLighter }
        /// The smallest n in 2…255 whose shade reaches the threshold, given that those that
        /// do are all from some n on; nil when none does.
        func firstReaching(_ shade: (Int) -> Colour) -> Int? {
            guard reaches(shade(255)) else { return nil }
            return (2..<255).partitionPoint { !reaches(shade($0)) }
        }
        let n = firstReaching { darker(colour, by: $0) }
        let m = firstReaching { lighter(colour, by: $0) }
        switch (n, m) {
        case (let n?, let m?): return n <= m ? darker(colour, by: n) : lighter(colour, by: m)
        case (let n?, nil): return darker(colour, by: n)
        case (nil, let m?): return lighter(colour, by: m)
        case (nil, nil): return nil
        }
    }

    /// Each channel value 0…255 in linear light (a constant table).
    static let linearChannels: [Double] = (0...255).map { ExactColour.linear(Double($0)) }
}
