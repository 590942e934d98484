/// The level of the contrast checks (`accessibility: {contrast: AA | AAA}`, SPEC §3, §4.5).
public enum ContrastLevel: String, CaseIterable, Hashable, Sendable {
    /// WCAG 2 success criterion 1.4.3, contrast (minimum): the default.
    case aa = "AA"
    /// WCAG 2 success criterion 1.4.6, contrast (enhanced).
    case aaa = "AAA"
}

/// WCAG's two text sizes: large is at least 18 pt, or at least 14 pt bold (1 pt = 4/3 CSS px).
public enum TextSize: Hashable, Sendable {
    case normal
    case large

    /// The class of text `pixels` CSS px high (1 iOS pt = 1 Android dp = 1 CSS px, SPEC §4.5):
    /// large from 24 px, or from 18.67 px when bold.
    public init(cssPixels pixels: Double, bold: Bool) {
        let points = pixels * 3 / 4
        self = points >= 18 || (bold && points >= 14) ? .large : .normal
    }
}

/// The ratio a text must reach: AA 4.5:1 normal, 3:1 large; AAA 7:1 normal, 4.5:1 large.
public struct ContrastThreshold: Hashable, Sendable {
    public let value: Double
    /// `3:1`, `4.5:1` or `7:1`, as diagnostics show it.
    public let text: String

    public init(level: ContrastLevel, size: TextSize) {
        switch (level, size) {
        case (.aa, .normal): (value, text) = (4.5, "4.5:1")
        case (.aa, .large): (value, text) = (3, "3:1")
        case (.aaa, .normal): (value, text) = (7, "7:1")
        case (.aaa, .large): (value, text) = (4.5, "4.5:1")
        }
    }
}
