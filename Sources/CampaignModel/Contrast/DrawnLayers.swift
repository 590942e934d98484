/// A colour drawn over what lies under it, and the translucent steps that made it (SPEC §4.5:
/// a note `#FFFFFF80 over #666666 is #B3B3B3` for each translucent colour). An opaque layer
/// hides everything under it, so its steps start afresh.
public struct DrawnLayers: Hashable, Sendable {
    /// The opaque result.
    public let colour: ExactColour
    /// The translucent colours that shaped `colour`, bottom first.
    public let steps: [CompositingStep]

    /// A plain opaque colour with nothing composited (the backdrop).
    public init(_ colour: ExactColour) {
        self.colour = colour
        self.steps = []
    }

    private init(colour: ExactColour, steps: [CompositingStep]) {
        self.colour = colour
        self.steps = steps
    }

    /// `layer` drawn over this.
    public func drawing(_ layer: Colour) -> DrawnLayers {
        if layer.isOpaque { return DrawnLayers(ExactColour(layer)) }
        let result = layer.composited(over: colour)
        return DrawnLayers(colour: result, steps: steps + [CompositingStep(colour: layer, over: colour, result: result)])
    }
}

/// One translucent colour composited over an opaque one.
public struct CompositingStep: Hashable, Sendable {
    public let colour: Colour
    public let over: ExactColour
    public let result: ExactColour

    /// `#FFFFFF80 over #666666 is #B3B3B3`.
    public var text: String {
        colour.cssText + " over " + over.hexText + " is " + result.hexText
    }
}
