public import CampaignDiagnostics

/// The codes of text that may be drawn wrong (SPEC §16.3, §16.4): W905, a text that does not fit
/// its slot in some locale and platform; W906, left-to-right runs in right-to-left text that
/// are not isolated; W907, markup in a field the SDKs draw as text. Decided by the rules stage
/// for a campaign's own texts and while a translation file is decoded; W905 of a translation by
/// the cross-file analysis (`TextFitAnalysisMessages`). Beside their catalogue entries in
/// `CatalogueEntry+TextFit.swift`; the gallery's fit badges take their words from here too.
public enum TextFitMessages: MessageFamily {
    public static let stage = PipelineStage.perFile
    public static let codes: [DiagnosticCode] = [.W905, .W906, .W907]

    public static let generalHelp: [DiagnosticCode: String] = [
        .W905: tooLongHelp,
        .W906: isolateHelp,
        .W907: markupHelp,
    ]

    // MARK: W905

    /// W905's help, which the catalogue shows too.
    public static let tooLongHelp = "shorten the text until it fits on every platform"

    /// `` `Jetzt kostenlos testen` is 171 px wide; a button of a two-button modal has 121.5 px
    /// on Android in `de` (it is cut to `Jetzt kostenl…`) ``.
    public static func tooLong(_ finding: FitFinding) -> DiagnosticMessage {
        let about = finding.isUncertain ? "about " : ""
        let whereShown = "on \(finding.platform)" + (finding.isEstimated ? " (estimated)" : "") + (finding.locale.map { " in `\($0)`" } ?? "")
        let text: String
        switch finding.kind {
        case .cut:
            text =
                "\(quoted(finding.text)) is \(about)\(px(finding.width)) wide; \(finding.place.words) has \(px(finding.room)) \(whereShown) "
                + "(it is cut to \(quoted(finding.shown)))"
        case .tooManyLines(let needed, let shown):
            text =
                "\(quoted(finding.text)) needs \(about)\(needed) lines of \(px(finding.room)); \(finding.place.words) shows \(shown) \(whereShown) "
                + "(its last line is cut to \(quoted(finding.shown)))"
        case .wordBroken:
            text =
                "\(quoted(finding.shown)) is \(about)\(px(finding.width)) wide; a line of \(finding.place.words) has \(px(finding.room)) \(whereShown) "
                + "(the word is broken inside)"
        }
        return message(.W905, text, help: tooLongHelp)
    }

    /// A fit badge under a frame: the field and what the platform draws
    /// (`buttons.0.text cut to Jetzt kostenl…`).
    public static func badge(field: String, kind: FitFinding.Kind, shown: String) -> String {
        switch kind {
        case .cut: "\(field) cut to \(shown)"
        case .tooManyLines(let needed, let lines): "\(field) needs \(needed) lines, shows \(lines)"
        case .wordBroken: "\(field) breaks inside \(shown)"
        }
    }

    // MARK: W906

    /// W906's help, which the catalogue shows too.
    public static let isolateHelp = "wrap the run in U+2068 FIRST STRONG ISOLATE and U+2069 POP DIRECTIONAL ISOLATE"

    /// `` `SAVE20` is a left-to-right run in right-to-left text (`ar`) without an isolate: it
    /// may be displayed reordered ``; several runs are listed.
    public static func unisolated(_ runs: [String], locale: String) -> DiagnosticMessage {
        let subject = runs.count == 1 ? "\(quoted(runs[0])) is a left-to-right run" : "\(listed(runs)) are left-to-right runs"
        return message(
            .W906, "\(subject) in right-to-left text (`\(locale)`) without an isolate: it may be displayed reordered", help: isolateHelp)
    }

    /// The fix-it's title.
    public static func isolateTitle(_ runs: [String]) -> String {
        "wrap " + listed(runs) + " in U+2068…U+2069"
    }

    // MARK: W907

    /// W907's help, which the catalogue shows too.
    public static let markupHelp = "remove the markup: the SDKs show it as characters (only an html message draws markup)"

    /// `` `<b>`, `</b>` in `message` are drawn as text: only an html message draws markup ``:
    /// the tags in the order written, each once.
    public static func markup(_ tags: [String], field: String) -> DiagnosticMessage {
        let verb = tags.count == 1 ? "is" : "are"
        return message(
            .W907, "\(listed(tags)) in `\(field)` \(verb) drawn as text: only an html message draws markup", help: markupHelp)
    }

    // MARK: Words

    /// The most items a message lists; the rest are counted.
    static let listedAtMost = 5

    /// `` `a`, `b`, `c` ``, or the first five and `and 3 more`.
    static func listed(_ items: [String]) -> String {
        let shown = items.prefix(listedAtMost).map(quoted).joined(separator: ", ")
        return items.count > listedAtMost ? shown + " and \(items.count - listedAtMost) more" : shown
    }

    /// `` `text` ``, cut to 60 characters with `…` when longer.
    static func quoted(_ text: String) -> String {
        let shown = text.count > 60 ? String(text.prefix(59)) + "\u{2026}" : text
        return "`" + shown.replacingNewlines + "`"
    }

    /// `171 px`, `121.5 px`: to a tenth of a pixel.
    static func px(_ value: Double) -> String {
        let tenths = (value * 10).rounded()
        let whole = Int(tenths / 10)
        let rest = Int(abs(tenths.truncatingRemainder(dividingBy: 10)))
        return rest == 0 ? "\(whole) px" : "\(whole).\(rest) px"
    }
}

/// The cross-file stage of W905: a translation's text measured in its campaign's slots
/// (`TextFitAnalysis`); its words are `TextFitMessages`'.
public enum TextFitAnalysisMessages: MessageFamily {
    public static let stage = PipelineStage.crossFile
    public static let codes: [DiagnosticCode] = [.W905]
    public static let generalHelp: [DiagnosticCode: String] = [:]
}

/// One W905 finding in words the message needs.
public struct FitFinding: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        case cut
        case tooManyLines(needed: Int, shown: Int)
        case wordBroken
    }

    public var text: String
    /// The text's (or, `wordBroken`, the word's) width on one line, and the room, in px.
    public var width: Double
    public var room: Double
    public var place: FitPlace
    /// `iOS`, `Android`, `Web`.
    public var platform: String
    /// The locale's tag; nil for a project without `localisation:` and a message without `language`.
    public var locale: String?
    /// What is drawn: the cut text, the cut last line, or the broken word.
    public var shown: String
    public var kind: Kind
    public var isEstimated: Bool
    public var isUncertain: Bool

    public init(
        text: String, width: Double, room: Double, place: FitPlace, platform: String, locale: String?, shown: String, kind: Kind, isEstimated: Bool,
        isUncertain: Bool
    ) {
        self.text = text
        self.width = width
        self.room = room
        self.place = place
        self.platform = platform
        self.locale = locale
        self.shown = shown
        self.kind = kind
        self.isEstimated = isEstimated
        self.isUncertain = isUncertain
    }
}

/// The slot a text is drawn in, as words.
public enum FitPlace: Hashable, Sendable {
    /// A button of a row of `count` in a `message` (`modal`, `full message`, `image-only modal`…).
    case button(count: Int, message: String)
    case slideup
    case header(message: String)
    case body(message: String)

    var words: String {
        switch self {
        case .button(let count, let message):
            count >= 2 ? "a button of a two-button \(message)" : "the button of a one-button \(message)"
        case .slideup: "a slideup"
        case .header(let message): "\(Self.article(message)) \(message)'s header"
        case .body(let message): "\(Self.article(message)) \(message)'s body"
        }
    }

    private static func article(_ word: String) -> String {
        word.first.map { "aeiou".contains($0) } == true ? "an" : "a"
    }
}

extension String {
    /// The text on one line: each line break shown as a space.
    var replacingNewlines: String {
        String(map { $0.isNewline ? " " : $0 })
    }
}
