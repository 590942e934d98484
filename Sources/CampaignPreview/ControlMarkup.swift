import CampaignModel

/// The small controls every platform draws from its table: the close button, the slideup's
/// chevron, and the row of buttons (ref §1.5, §1.6, §2).
enum ControlMarkup {
    /// The close button's hit box (`data-part="close"`) `top` from the card's top and
    /// `close.right` from its right edge (its left edge when mirrored, `rightToLeft`), with its
    /// glyph centred in the close colour.
    static func close(_ close: CloseLook, top: Double, colour: Colour, rightToLeft: Bool = false) -> String {
        var html =
            "<span class=\"close\" data-part=\"close\" role=\"img\" aria-label=\"Close\" style=\"top:" + pixels(top) + (rightToLeft ? ";left:" : ";right:")
            + pixels(close.right) + ";width:" + pixels(close.width) + ";height:" + pixels(close.height) + ";color:" + colour.cssText
        switch close.glyph {
        case .character(let glyph, let size):
            html += ";font-size:\(size)px\">" + glyph
        case .cross(let size):
            let (s, e) = (number(size), number(size - 1))
            html +=
                "\"><svg width=\"\(s)\" height=\"\(s)\" viewBox=\"0 0 \(s) \(s)\" aria-hidden=\"true\"><path d=\"M1 1L\(e) \(e)M\(e) 1L1 \(e)\""
                + " stroke=\"currentColor\" stroke-width=\"2\" stroke-linecap=\"round\"/></svg>"
        }
        return html + "</span>"
    }

    /// The 12 × 20 chevron of a clickable slideup, `gap` after the text, in the close colour;
    /// mirrored (`rightToLeft`), it points left.
    static func chevron(colour: Colour, gap: Int, rightToLeft: Bool = false) -> String {
        let place = rightToLeft ? "margin-right:\(gap)px;transform:scaleX(-1)" : "margin-left:\(gap)px"
        return "<svg class=\"chevron\" data-part=\"chevron\" width=\"12\" height=\"20\" viewBox=\"0 0 12 20\" aria-hidden=\"true\" style=\"" + place + "\">"
            + "<path d=\"M2.5 2.5 10 10l-7.5 7.5\" fill=\"none\" stroke=\"" + colour.cssText
            + "\" stroke-width=\"2.5\" stroke-linecap=\"round\" stroke-linejoin=\"round\"/></svg>"
    }

    /// One button centred at its natural width (at least 80), or two of equal width 10 apart,
    /// in the platform's font and height; `style` places the row.
    /// `fit` gives each button's `data-fit` attribute by its index.
    static func buttons(
        _ buttons: [Button], colours: [ResolvedButtonColours], look: ButtonLook, style: String, fit: (Int) -> String = { _ in "" }
    ) -> String {
        var html = "<div class=\"buttons" + (buttons.count == 2 ? " two" : "") + "\" style=\"" + style + "\">"
        var size = look.text.css
        if let height = look.fixedHeight {
            size += "height:\(height)px;padding:0 12px;"
        } else {
            size += "max-height:44px;padding:\(look.naturalPadding)px 12px;"
        }
        for (index, (button, colour)) in zip(buttons, colours).enumerated() {
            html +=
                "<span class=\"button\" data-part=\"button\"" + ClickActionsMarkup.attributes(button.clickAction) + fit(index) + " dir=\"auto\" style=\"" + size
                + "background:" + colour.background.colour.cssText
                + ";color:" + colour.text.colour.cssText + ";border-color:" + colour.border.colour.cssText + "\">"
                + HTMLEscaping.escape(button.text.value) + "</span>"
        }
        return html + "</div>"
    }

    /// `12px`, or `31.67px` for a fractional length.
    static func pixels(_ value: Double) -> String { number(value) + "px" }

    /// `12`, or `31.67`.
    static func number(_ value: Double) -> String {
        value == value.rounded() ? "\(Int(value))" : "\(value)"
    }
}
