extension Colour {
    /// True when the alpha is FF.
    public var isOpaque: Bool { alpha == 0xFF }

    /// This colour drawn over `backdrop` (SPEC §4.5): source-over in sRGB, per channel,
    /// a·F + (1 − a)·B with a = A/255, and no rounding at any step.
    public func composited(over backdrop: ExactColour) -> ExactColour {
        if isOpaque { return ExactColour(self) }
        let a = Double(alpha) / 255
        return ExactColour(
            red: a * Double(red) + (1 - a) * backdrop.red,
            green: a * Double(green) + (1 - a) * backdrop.green,
            blue: a * Double(blue) + (1 - a) * backdrop.blue
        )
    }
}

extension Colour {
    /// `#RRGGBB` when opaque, else `#RRGGBBAA`, upper case: how the contrast notes and helps
    /// show a colour as written (SPEC §4.5).
    public var shownText: String {
        isOpaque ? Self.hashText(red, green, blue) : cssText
    }
}
