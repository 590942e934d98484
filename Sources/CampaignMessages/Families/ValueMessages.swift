public import CampaignDiagnostics
public import CampaignModel

/// The value codes E101–E107, W317 and W318 (SPEC §4, §19), decided by the decoders of campaigns,
/// scenarios and the project file; beside their catalogue entries in
/// `CatalogueEntry+Values.swift` and `CatalogueEntry+Durations.swift`.
public enum ValueMessages: MessageFamily {
    public static let stage = PipelineStage.perFile
    public static let codes: [DiagnosticCode] = [.E101, .E102, .E103, .E104, .E105, .E106, .E107, .W317, .W318]

    /// How to fix a finding of each code this family is the home of, in general: what
    /// `campaignc explain`, the generated rule pages and SARIF's rule metadata show.
    public static let generalHelp: [DiagnosticCode: String] = [
        .W317: durationWithoutUnitHelp,
        .W318: plainValueHelp,
        .E101: "fix the spelling (see the help line), or remove the key",
        .E102: "add the missing key",
        .E103: "write the value in the expected form (see the message)",
        .E104: "use one of the listed words",
        .E105: "use a value within the stated range",
        .E106: "write the value in the form the message shows",
        .E107: "give the key a value, or remove it",
    ]

    /// "expected X, found Y": the one shape of every E103–E106 report about a value.
    public static func expected(_ what: String, found: String) -> String {
        "expected \(what), found \(found)"
    }

    // MARK: E101

    /// A key the mapping does not have (the caller adds the did-you-mean).
    public static func unknownKey(_ key: String) -> DiagnosticMessage {
        message(.E101, "unknown key `\(key)`")
    }

    /// E101's help for a message field written at the campaign's top level.
    public static func belongsUnderMessage(_ key: String) -> String {
        "`\(key)` is a field of the message: indent it under `message:`"
    }

    /// E101's help for a campaign key written under `message:` (`priority`, `trigger`).
    public static func belongsAtTopLevel(_ key: String) -> String {
        "`\(key)` is a campaign key: write it at the top level, not under `message:`"
    }

    /// E101's help for a key of the extras written under `message:` (`view_type`).
    public static func belongsUnderExtras(_ key: String) -> String {
        "`\(key)` goes under `extras`: write `extras: { \(key): … }`"
    }

    /// E101's help for a theme colour written under `message:` (`background`).
    public static func belongsInTheme(_ key: String) -> String {
        "`\(key)` is a theme colour: write it under `theme: { light: { \(key): \"#RRGGBB\" } }`"
    }

    /// E101's help for a schedule key at the campaign's top level (`start`, `end`).
    public static func belongsUnderSchedule(_ key: String) -> String {
        "`\(key)` is a field of the schedule: write `schedule: { \(key): … }`"
    }

    /// "did you mean `priority`? `priority` is a campaign key: …": an unknown key close to a
    /// key that belongs in another mapping, with that key's help.
    public static func closeToKeyElsewhere(_ key: String, _ help: String) -> String {
        "did you mean `\(key)`? \(help)"
    }

    /// "`expect` takes `displayed`, `visible`, …": the keys a mapping takes, for E101.
    public static func takesKeys(_ place: String, _ keys: [String]) -> String {
        "`\(place)` takes \(Words.list(keys))"
    }

    /// Two helps of one E101, in order.
    public static func helpThen(_ first: String, _ second: String) -> String {
        "\(first) \(second)"
    }

    /// `any_of` inside an `any_of` group.
    public static let nestedAnyOf = message(.E101, "unknown key `any_of`: `any_of` groups cannot be nested")

    /// A second trigger word in one trigger mapping.
    public static func secondTriggerEvent(_ key: String) -> DiagnosticMessage {
        message(.E101, "unknown key `\(key)`: a trigger has exactly one event", help: "write each trigger as its own item of a `trigger:` list")
    }

    // MARK: E102

    public static func missingKey(_ key: String) -> DiagnosticMessage {
        message(.E102, "missing required key `\(key)`")
    }

    /// A trigger mapping with `filters` and nothing else.
    public static func missingTrigger(among words: [String]) -> DiagnosticMessage {
        message(.E102, "missing the trigger: expected a key \(Words.list(words))")
    }

    // MARK: E103

    /// A value of the wrong type: "expected a number, found a list".
    public static func wrongType(_ what: String, found: String) -> DiagnosticMessage {
        message(.E103, expected(what, found: found))
    }

    public static let quotedValueHelp = "remove the quotes"
    public static let booleanHelp = "write true or false"
    public static let nonFiniteHelp = "write a finite number: `.inf` and `.nan` are not accepted"

    // MARK: E104

    /// A word that is not one of the allowed words: "expected `a` or `b`, found `c`".
    public static func notAllowedWord(_ what: String, found: String) -> DiagnosticMessage {
        message(.E104, expected(what, found: found))
    }

    /// A `click_action` written as a bare URI.
    public static func uriClickActionHelp(_ uri: String) -> String {
        "write `{ uri: \"\(uri)\" }`"
    }

    /// `trigger: { event: session_start }`: a trigger word that takes no argument, written as
    /// the value of a key.
    public static func bareTriggerHelp(_ word: String) -> String {
        "`\(word)` is a trigger of its own: write `trigger: \(word)`"
    }

    /// A `dismiss` written as a bare duration (with its unit: W317 would follow without one).
    public static func durationDismissHelp(_ duration: String) -> String {
        let unit = duration.unicodeScalars.allSatisfy { ("0"..."9").contains($0) } ? "s" : ""
        return "write `{ after: \(duration)\(unit) }`"
    }

    // MARK: E105

    /// A list of triggers too short or too long.
    public static func triggerCount(max: Int, found: Int) -> DiagnosticMessage {
        message(.E105, expected("1 to \(max) triggers", found: found == 0 ? "none" : "\(found)"))
    }

    public static let emptyAnyOf = message(.E105, expected("1 or more filters in `any_of`", found: "none"))

    public static func integerRange(_ bounds: ClosedRange<Int>, found: String) -> DiagnosticMessage {
        message(.E105, expected("an integer from \(bounds.lowerBound) to \(bounds.upperBound)", found: found))
    }

    public static func finiteNumber(found: String) -> DiagnosticMessage {
        message(.E105, expected("a number from -1.7976931348623157e308 to 1.7976931348623157e308", found: found))
    }

    /// `bounds` is "from 0s to 24h" or "of at least 1s".
    public static func durationRange(_ bounds: String, found: String) -> DiagnosticMessage {
        message(.E105, expected("a duration \(bounds)", found: found))
    }

    // MARK: E106

    public static func malformedDuration(found: String) -> DiagnosticMessage {
        message(.E106, expected("a duration such as `500ms`, `30s`, `15m`, `24h` or `7d`", found: found))
    }

    public static func quotedSecondsHelp(_ text: String) -> String {
        "write a unit, e.g. `\(text)s`, or remove the quotes"
    }

    public static func notWholeMilliseconds(_ field: String, found: String) -> DiagnosticMessage {
        message(.E106, "`\(field)` must be a whole number of milliseconds, found \(found)")
    }

    public static func notWholeSeconds(_ field: String, found: String) -> DiagnosticMessage {
        message(.E106, "`\(field)` must be a whole number of seconds, found \(found)")
    }

    public static func malformedTime(found: String) -> DiagnosticMessage {
        message(.E106, expected("an RFC 3339 time with an offset such as `2026-03-01T09:00:00Z`", found: found))
    }

    public static let missingOffsetHelp = "add `Z` for UTC, or an offset such as `+01:00`"

    /// A date written where a time is read: "add a time: `2027-01-01T00:00:00Z`".
    public static func addTimeHelp(date: String) -> String {
        "add a time: `\(date)T00:00:00Z` (midnight UTC), or another time and offset"
    }

    public static func invalidTime(found: String, field: RFC3339Text.ImpossibleField) -> DiagnosticMessage {
        message(.E106, "invalid time \(found): \(impossible(field))")
    }

    /// "February 2026 has 28 days", "hour 24 does not exist (00 to 23)".
    public static func impossible(_ field: RFC3339Text.ImpossibleField) -> String {
        func pad(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        return switch field {
        case .offsetHour(let hour): "offset hour \(pad(hour)) does not exist (00 to 23)"
        case .offsetMinute(let minute): "offset minute \(pad(minute)) does not exist (00 to 59)"
        case .month(let month): "month \(pad(month)) does not exist"
        case .dayZero: "day 00 does not exist"
        case .dayOfMonth(let month, let year, let days): "\(monthNames[month - 1]) \(year) has \(days) days"
        case .hour(let hour): "hour \(pad(hour)) does not exist (00 to 23)"
        case .minute(let minute): "minute \(pad(minute)) does not exist (00 to 59)"
        case .second(let second): "second \(pad(second)) does not exist (00 to 59)"
        }
    }

    private static let monthNames = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December",
    ]

    public static func malformedID(found: String) -> DiagnosticMessage {
        message(.E106, expected("an id (1 to 64 lowercase letters, digits, `_` or `-`, starting with a letter or digit)", found: found))
    }

    /// "write `summer-sale`": the id as it was probably meant.
    public static func writeInstead(_ text: String) -> String {
        "write `\(text)`"
    }

    public static func malformedURI(found: String, problem: String? = nil) -> DiagnosticMessage {
        message(.E106, expected("an absolute URI with a scheme such as `https://…` or `myapp://…`", found: found) + (problem.map { ": \($0)" } ?? ""))
    }

    /// A URI whose scheme is Liquid (SPEC §15.6): the device needs the scheme as written.
    public static func renderedScheme(found: String) -> DiagnosticMessage {
        message(
            .E106, expected("an absolute URI with a scheme such as `https://…` or `myapp://…`", found: found) + ": the scheme must be written, not rendered")
    }

    public static let missingSchemeHelp = "add a scheme, e.g. `https://` or `myapp://`"

    public static func notHTTPS(found: String, problem: String? = nil) -> DiagnosticMessage {
        message(.E106, expected("an https URL", found: found) + (problem.map { ": \($0)" } ?? ""))
    }

    public static let schemeRelativeHelp = "add `https:` in front"

    public static func notZip(found: String) -> DiagnosticMessage {
        message(.E106, expected("an https URL ending in `.zip`", found: found))
    }

    public static func malformedColour(found: String) -> DiagnosticMessage {
        message(.E106, expected("a colour `#RGB`, `#RRGGBB` or `#RRGGBBAA`", found: found))
    }

    /// E106's help for a malformed colour; a colour name gets its value (`white` is `#FFFFFF`).
    /// Nil for a text that starts with `#` (the message says what a colour looks like).
    /// A colour between typographic quotes (`“#FFFFFF”`), which YAML keeps as part of the text.
    public static func typographicQuotes(_ written: String, quote: UInt32, straight: String) -> DiagnosticMessage {
        message(
            .E106, "`\(written)` is in typographic quotes (\(LookalikeCharacters.name(quote))), which YAML reads as part of the text",
            help: "write straight quotes: `\(straight)`")
    }

    public static func colourHelp(found text: String) -> String? {
        if text.hasPrefix("#") { return nil }
        guard let hex = ColourNames.hex(for: text) else { return "write a colour as `#RRGGBB` in quotes, e.g. `\"#1B78CF\"`" }
        return "write a colour as `#RRGGBB` in quotes: \(text.lowercased()) is `\"\(hex)\"`"
    }

    /// A language tag that is not `language[-Script][-REGION]` with ISO subtags; `reason` says
    /// which subtag and why (the locale library words it).
    public static func malformedLanguage(found: String, reason: String) -> DiagnosticMessage {
        message(.E106, expected("a BCP 47 language tag such as `en`, `pt-BR` or `zh-Hant-TW`", found: found) + ": " + reason)
    }

    // MARK: E107

    public static func needsValue(_ field: String) -> DiagnosticMessage {
        message(.E107, "`\(field)` needs a value")
    }

    public static func mustNotBeEmpty(_ field: String) -> DiagnosticMessage {
        message(.E107, "`\(field)` must not be empty")
    }

    public static let emptyExtrasKey = message(.E107, "an extras key must not be empty")

    /// A colour written without quotes: YAML read it as a comment.
    public static let unquotedColourHelp = "write the colour in quotes, e.g. `\"#FFFFFF\"`: a plain `#` starts a YAML comment"

    // MARK: W317

    /// (v3) A duration written as a plain integer, which is read as seconds (SPEC §2.1).
    public static func durationWithoutUnit(_ field: String, written: String) -> DiagnosticMessage {
        let seconds = written == "1" ? "1 second" : "\(written) seconds"
        let help =
            FixIts.usuallyDays.contains(field)
            ? "write the unit: `\(written)d` if days are meant, `\(written)s` if seconds are, else `\(written)m` or `\(written)h`"
            : "write the unit: `\(written)s` if seconds are meant, else `\(written)m`, `\(written)h` or `\(written)d`"
        return message(.W317, "`\(field)` is written without a unit: `\(written)` means \(seconds)", help: help)
    }

    /// W317's help in the catalogue.
    public static let durationWithoutUnitHelp = "write the unit: `30s` for seconds, or `m`, `h` or `d`"
}
