public import CampaignDiagnostics
public import CampaignModel

/// The accessibility codes W701–W704 (SPEC §4.5), decided by the rules stage
/// (`AccessibilityRules`); beside their catalogue entries in `CatalogueEntry+Accessibility.swift`.
/// The gallery's contrast badges (SPEC §10) take their words from here too.
public enum AccessibilityMessages: MessageFamily {
    public static let stage = PipelineStage.perFile
    public static let codes: [DiagnosticCode] = [.W701, .W702, .W703, .W704]

    /// How to fix a finding of each code this family is the home of, in general: what
    /// `campaignc explain`, the generated rule pages and SARIF's rule metadata show.
    public static let generalHelp: [DiagnosticCode: String] = [
        .W701: "use the shade the help names, or change the background",
        .W702: "use the shade the help names, or change the background",
        .W703: "use the text shade or the background shade the help names",
        .W704: imageOnlyWithoutAltHelp,
    ]

    // MARK: W701–W703

    /// `header contrast 1.13:1 in the dark theme is below 3:1 (WCAG 2 AA, large text): #111111 on #1E1E1E`,
    /// with `help` (`contrastHelp`).
    public static func lowContrast(_ check: ContrastCheck, level: ContrastLevel, help: String? = nil) -> DiagnosticMessage {
        let pair = check.pair
        let large = pair.size == .large ? ", large text" : ""
        return message(
            check.code,
            "\(pair.part.name) contrast \(pair.ratio.shownText) in the \(check.appearance.rawValue) theme is below "
                + "\(pair.threshold(level).text) (WCAG 2 \(level.rawValue)\(large)): \(pair.drawnText.colour.hexText) on \(pair.drawnBackground.colour.hexText)",
            help: help
        )
    }

    /// The help of W701–W703: the closest passing shade of the text as the value to write —
    /// `use "#767676" (the closest shade of #999999 that reaches 4.5:1 on #FFFFFF)`, or where
    /// the key is missing `add header: "#696969" to the dark theme (…)` — and for a button
    /// (`backgroundShade`) `, or background "#3776CD"`. Without a passing text shade (only at
    /// AAA): `no shade of #777777 reaches 7:1 on #FFFFFF; change the other colour`.
    public static func contrastHelp(_ pair: ContrastPair, level: ContrastLevel, textShade: Colour?, backgroundShade: Colour?, adding: ColourHome?)
        -> String
    {
        let reach = "reaches \(pair.threshold(level).text) on \(pair.drawnBackground.colour.hexText)"
        let text = pair.drawnText.colour.hexText
        let background = backgroundShade.map { "background " + quoted($0) }
        guard let textShade else {
            return "no shade of \(text) \(reach); change the other colour" + (background.map { ", such as " + $0 } ?? "")
        }
        let why = "(the closest shade of \(text) that \(reach))"
        let use = adding.map { "add \(pair.part.key): \(quoted(textShade)) to \($0.words) \(why)" } ?? "use \(quoted(textShade)) \(why)"
        return use + (background.map { ", or " + $0 } ?? "")
    }

    /// The title of W701–W703's fix-it: ``replace `"#777777"` with `"#767676"` ``.
    public static func replaceColourTitle(_ written: String, with replacement: String) -> String {
        "replace `\(written)` with `\(replacement)`"
    }

    /// `"#767676"`: a shade as a value to write.
    private static func quoted(_ colour: Colour) -> String { "\"" + colour.shownText + "\"" }

    // MARK: Notes of W701–W703

    /// A colour that the checked theme does not write, drawn from `source` instead:
    /// `the dark theme sets no header: the SDK draws the light theme's #111111` (at that value);
    /// for a button (only its dark check draws from elsewhere), `the dark theme sets no text
    /// for button 1: the SDK draws its style's #FFFFFF`.
    public static func drawnFromNote(_ key: String, of button: Int?, missingIn home: ColourHome, source: ColourHome, colour: Colour) -> String {
        guard let button else { return "\(home.words) sets no \(key): the SDK draws \(source.words)'s \(colour.shownText)" }
        return "the dark theme sets no \(key) for button \(button + 1): the SDK draws its style's \(colour.shownText)"
    }

    /// A colour nobody wrote: `no theme sets text: the SDK's default #555555`; when the other
    /// theme writes it, `the light theme sets no text: …`; for a button, `button 1's style sets
    /// no background: …` or, in the dark theme, `no theme or style sets button 1's background: …`.
    public static func defaultNote(_ key: String, of button: Int?, missingIn home: ColourHome, noneWrites: Bool, colour: Colour) -> String {
        let subject: String
        switch (button, noneWrites) {
        case (nil, true): subject = "no theme sets \(key)"
        case (nil, false): subject = "\(home.words) sets no \(key)"
        case (let index?, _):
            subject = home == .darkButton(index) ? "no theme or style sets button \(index + 1)'s \(key)" : "button \(index + 1)'s style sets no \(key)"
        }
        return subject + ": the SDK's default \(colour.shownText)"
    }

    // MARK: W704

    public static let imageOnlyWithoutAlt = message(
        .W704, "an image-only message without image_alt: a screen reader has nothing to read", help: imageOnlyWithoutAltHelp)
    /// W704's help, which the catalogue shows too.
    public static let imageOnlyWithoutAltHelp = "add image_alt: with what the image says"

    // MARK: The gallery's badges

    /// A contrast badge under a frame (SPEC §10): the part and the ratio as the diagnostic
    /// gives them, `header 1.13:1 < 3:1`.
    public static func badge(_ check: ContrastCheck, level: ContrastLevel) -> String {
        "\(check.pair.part.name) \(check.pair.ratio.shownText) < \(check.pair.threshold(level).text)"
    }
}

/// Where a colour of a contrast check is written, as the notes and the help name it.
public enum ColourHome: Hashable, Sendable {
    case lightTheme
    case darkTheme
    /// A button's `style` (index from 0).
    case buttonStyle(Int)
    /// A button's entry in the dark theme's `buttons` (index from 0).
    case darkButton(Int)

    /// `the light theme`, `the dark theme`, `button 1's style`, `button 1 of the dark theme's buttons`.
    public var words: String {
        switch self {
        case .lightTheme: "the light theme"
        case .darkTheme: "the dark theme"
        case .buttonStyle(let index): "button \(index + 1)'s style"
        case .darkButton(let index): "button \(index + 1) of the dark theme's buttons"
        }
    }
}

extension ContrastPart {
    /// The key that holds this text's colour: `header`, or `text` (a theme's or a button's).
    public var key: String {
        self == .header ? "header" : "text"
    }
}
