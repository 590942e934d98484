/// The platforms whose default UIs the fit model measures for (SPEC §16.4).
public enum Platform: String, CaseIterable, Hashable, Sendable {
    case ios, android, web
}

public enum FontWeight: String, Hashable, Sendable {
    case regular, bold
}

/// How a text is drawn: the platform (which picks the font), the size in px and the weight.
/// The sizes are SPEC §10.1's (buttons: iOS 15 bold, Android and Web 14 bold), passed in.
public struct TextStyle: Hashable, Sendable {
    public var platform: Platform
    public var size: Double
    public var weight: FontWeight

    public init(platform: Platform, size: Double, weight: FontWeight) {
        self.platform = platform
        self.size = size
        self.weight = weight
    }
}

/// A measured width in px and how much to trust it.
public struct TextWidth: Hashable, Sendable {
    public let width: Double
    /// iOS: San Francisco's widths are estimated from Roboto's (`TextFit.iOSWidthFactor`);
    /// messages say "estimated".
    public let isEstimated: Bool
    /// Some character is one the platform's font lacks (Arabic, Hebrew, CJK, emoji…) and was
    /// given an assumed width (`docs/localisation.md`, "Characters the fonts lack").
    public let isUncertain: Bool

    public init(width: Double, isEstimated: Bool, isUncertain: Bool) {
        self.width = width
        self.isEstimated = isEstimated
        self.isUncertain = isUncertain
    }
}
