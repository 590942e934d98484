import CampaignDiagnostics
import CampaignModel

/// The value codes E101–E107 (SPEC §4), decided by the decoders of campaigns, scenarios and
/// the project file; beside their catalogue entries in `CatalogueEntry+Values.swift`.
public enum ValueMessages: MessageFamily {
    public static let stage = PipelineStage.perFile
    public static let codes: [DiagnosticCode] = [.E101, .E102, .E103, .E104, .E105, .E106, .E107]

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

    /// A `dismiss` written as a bare duration.
    public static func durationDismissHelp(_ duration: String) -> String {
        "write `{ after: \(duration) }`"
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

    public static func malformedLanguage(found: String) -> DiagnosticMessage {
        message(.E106, expected("a BCP 47 language tag such as `en`, `pt-BR` or `zh-Hant-TW`", found: found))
    }

    public static let languageUnderscoreHelp = "separate the parts with `-`, not `_`"

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
}
