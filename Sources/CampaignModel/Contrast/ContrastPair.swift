/// One text of the default UI and what it is drawn on, in one appearance (SPEC §4.5): the
/// colours as resolved and as composited, and the class of the text.
public struct ContrastPair: Hashable, Sendable {
    /// Which text.
    public let part: ContrastPart
    /// The header is large; the message text and button texts are normal (SPEC §4.5).
    public let size: TextSize
    /// The text colour as resolved.
    public let text: ResolvedColour
    /// The colour directly under the text as resolved: the message background, or for a
    /// button text the button's background.
    public let background: ResolvedColour
    /// The background as drawn, and its translucent steps.
    public let drawnBackground: DrawnLayers
    /// The text as drawn over `drawnBackground`.
    public let drawnText: DrawnLayers

    public init(
        part: ContrastPart, size: TextSize, text: ResolvedColour, background: ResolvedColour, drawnBackground: DrawnLayers, drawnText: DrawnLayers
    ) {
        self.part = part
        self.size = size
        self.text = text
        self.background = background
        self.drawnBackground = drawnBackground
        self.drawnText = drawnText
    }

    /// `text` drawn on `background`, which lies on `under`.
    public init(part: ContrastPart, size: TextSize, text: ResolvedColour, on background: ResolvedColour, over under: DrawnLayers) {
        let drawn = under.drawing(background.colour)
        self.init(part: part, size: size, text: text, background: background, drawnBackground: drawn, drawnText: drawn.drawing(text.colour))
    }

    /// The contrast of the text against its background, as drawn.
    public var ratio: ContrastRatio { ContrastRatio(drawnText.colour, drawnBackground.colour) }

    /// The ratio this text must reach at `level`.
    public func threshold(_ level: ContrastLevel) -> ContrastThreshold {
        ContrastThreshold(level: level, size: size)
    }

    /// True when the text is below the threshold of `level`, compared unrounded.
    public func fails(_ level: ContrastLevel) -> Bool { !ratio.reaches(threshold(level)) }

    /// The closest shade of the drawn text (each channel rounded half up) that reaches the
    /// threshold against the drawn background; nil when none does.
    public func closestTextShade(_ level: ContrastLevel) -> Colour? {
        ShadeSearch.closest(to: drawnText.colour.rounded, reaching: threshold(level), against: drawnBackground.colour)
    }

    /// The closest shade of the drawn background that reaches the threshold against the drawn
    /// text (W703's second suggestion); nil when none does.
    public func closestBackgroundShade(_ level: ContrastLevel) -> Colour? {
        ShadeSearch.closest(to: drawnBackground.colour.rounded, reaching: threshold(level), against: drawnText.colour)
    }

    /// Every translucent step behind the text, bottom first, each once.
    public var steps: [CompositingStep] {
        var seen = Set<CompositingStep>()
        return (drawnBackground.steps + drawnText.steps).filter { seen.insert($0).inserted }
    }
}

/// The texts SPEC §4.5 checks.
public enum ContrastPart: Hashable, Sendable {
    /// `header` (W701).
    case header
    /// `message` (W702).
    case message
    /// A button's `text` (W703); `index` from 0, in list order.
    case buttonText(index: Int)

    /// `header`, `message text` or `button 2 text`, as diagnostics name it.
    public var name: String {
        switch self {
        case .header: "header"
        case .message: "message text"
        case .buttonText(let index): "button \(index + 1) text"
        }
    }
}
