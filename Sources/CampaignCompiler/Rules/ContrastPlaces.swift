import CampaignDiagnostics
import CampaignMessages
import CampaignModel

/// Where a failing contrast check of SPEC §4.5 is written, and what it says about the colours
/// it was not written with ("Where" and "Notes"): the text colour's value when the checked
/// theme (or button style, or dark button entry) writes it, else the key where it is missing;
/// a note for each colour drawn from elsewhere; one for each translucent step.
struct ContrastPlaces {
    let message: Message
    let check: ContrastCheck

    /// Where a colour of the check comes from: the place that writes it and its value, or
    /// nothing (the SDK's default).
    struct Source {
        let home: ColourHome
        let range: SourceRange?
    }

    /// The place the check's colours belong: the checked theme, or the button's style or
    /// dark entry.
    var home: ColourHome {
        switch (check.pair.part, check.appearance) {
        case (.buttonText(let index), .light): .buttonStyle(index)
        case (.buttonText(let index), .dark): .darkButton(index)
        case (_, .light): .lightTheme
        case (_, .dark): .darkTheme
        }
    }

    /// The text colour's value, when the checked place writes it (the fix-it replaces it).
    var writtenText: SourceRange? {
        guard let source = source(of: check.pair.text, key: textKey), source.home == home else { return nil }
        return source.range
    }

    /// Where the diagnostic points: the written text colour, else the key that lacks it
    /// (`light`, `dark`, the button's `style` or dark entry), else the nearest key written
    /// (`theme`, the value of `type`, the button).
    var location: SourceRange {
        if let writtenText { return writtenText }
        let theme = message.common.theme
        switch home {
        case .lightTheme: return theme?.light?.keyRange ?? theme?.keyRange ?? message.common.typeRange
        case .darkTheme: return theme?.dark?.keyRange ?? theme?.keyRange ?? message.common.typeRange
        case .buttonStyle(let index): return button(index).flatMap { $0.style.range ?? $0.range } ?? message.common.typeRange
        case .darkButton(let index):
            return darkEntry(index)?.range ?? theme?.dark?.keyRange ?? theme?.keyRange ?? message.common.typeRange
        }
    }

    /// The notes: the text's colour, then the background's, when drawn from another place or
    /// the SDK's defaults; then every translucent step.
    func notes(in context: RuleContext) -> [Note] {
        var notes: [Note] = []
        let pair = check.pair
        for (colour, key) in [(pair.text, textKey), (pair.background, ThemeKey.background.rawValue)] {
            let source = source(of: colour, key: key)
            guard source?.home != home else { continue }
            if let source {
                let text = AccessibilityMessages.drawnFromNote(key, of: buttonIndex, missingIn: home, source: source.home, colour: colour.colour)
                notes.append(source.range.map { context.note(text, at: $0) } ?? Note(text))
            } else {
                let text = AccessibilityMessages.defaultNote(key, of: buttonIndex, missingIn: home, noneWrites: noThemeWrites(key), colour: colour.colour)
                notes.append(Note(text))
            }
        }
        return notes + pair.steps.map { Note($0.text) }
    }

    /// `header` or `text`: the key of the checked text's colour.
    private var textKey: String { check.pair.part.key }

    private var buttonIndex: Int? {
        if case .buttonText(let index) = check.pair.part { return index }
        return nil
    }

    /// Where `colour` (the check's text or background) is written; nil for an SDK default.
    private func source(of colour: ResolvedColour, key: String) -> Source? {
        let theme = message.common.theme
        switch (colour.origin, buttonIndex) {
        case (.lightTheme, _):
            return Source(home: .lightTheme, range: ThemeKey(rawValue: key).flatMap { theme?.light?.valueRanges[$0] })
        case (.darkTheme, _):
            return Source(home: .darkTheme, range: ThemeKey(rawValue: key).flatMap { theme?.dark?.valueRanges[$0] })
        case (.buttonStyle, let index?):
            return Source(home: .buttonStyle(index), range: ButtonColourKey(rawValue: key).flatMap { button(index)?.style.valueRanges[$0] })
        case (.darkButton, let index?):
            return Source(home: .darkButton(index), range: ButtonColourKey(rawValue: key).flatMap { darkEntry(index)?.valueRanges[$0] })
        default:
            return nil
        }
    }

    /// True when neither theme writes the message colour `key` (a button's never are).
    private func noThemeWrites(_ key: String) -> Bool {
        guard let key = ThemeKey(rawValue: key), let theme = message.common.theme else { return true }
        return theme.light.flatMap(key.colour(in:)) == nil && theme.dark.flatMap(key.colour(in:)) == nil
    }

    private func button(_ index: Int) -> Button? {
        index < message.buttons.count ? message.buttons[index] : nil
    }

    private func darkEntry(_ index: Int) -> ButtonStyle? {
        guard let entries = message.common.theme?.dark?.buttons, index < entries.count else { return nil }
        return entries[index]
    }
}
