/// The texts of the value codes E101–E107 (SPEC §4): one builder per kind of report, beside
/// the catalogue entries of `CatalogueEntry+Values.swift`, so call sites pass values, never
/// prose, and each wording is spelled once.
enum ValueMessages {
    /// "expected X, found Y": the one shape of every E103–E106 report about a value.
    static func expected(_ what: String, found: String) -> String {
        "expected \(what), found \(found)"
    }

    // MARK: E101

    /// A key the mapping does not have.
    static func unknownKey(_ key: String) -> String {
        "unknown key `\(key)`"
    }

    /// E101's help for a message field written at the campaign's top level.
    static func belongsUnderMessage(_ key: String) -> String {
        "`\(key)` is a field of the message: indent it under `message:`"
    }

    /// `any_of` inside an `any_of` group.
    static let nestedAnyOf = "unknown key `any_of`: `any_of` groups cannot be nested"

    /// A second trigger word in one trigger mapping.
    static func secondTriggerEvent(_ key: String) -> String {
        "unknown key `\(key)`: a trigger has exactly one event"
    }

    static let secondTriggerEventHelp = "write each trigger as its own item of a `trigger:` list"

    // MARK: E102

    static func missingKey(_ key: String) -> String {
        "missing required key `\(key)`"
    }

    /// A trigger mapping with `filters` and nothing else.
    static func missingTrigger(among words: [String]) -> String {
        "missing the trigger: expected a key \(Words.list(words))"
    }

    // MARK: E103

    static let quotedValueHelp = "remove the quotes"
    static let booleanHelp = "write true or false"
    static let nonFiniteHelp = "write a finite number: `.inf` and `.nan` are not accepted"

    // MARK: E104

    /// A `click_action` written as a bare URI.
    static func uriClickActionHelp(_ uri: String) -> String {
        "write `{ uri: \"\(uri)\" }`"
    }

    /// A `dismiss` written as a bare duration.
    static func durationDismissHelp(_ duration: String) -> String {
        "write `{ after: \(duration) }`"
    }

    // MARK: E105

    /// A list of triggers too short or too long.
    static func triggerCount(max: Int, found: Int) -> String {
        expected("1 to \(max) triggers", found: found == 0 ? "none" : "\(found)")
    }

    static let emptyAnyOf = expected("1 or more filters in `any_of`", found: "none")

    static func integerRange(_ bounds: ClosedRange<Int>, found: String) -> String {
        expected("an integer from \(bounds.lowerBound) to \(bounds.upperBound)", found: found)
    }

    static func finiteNumber(found: String) -> String {
        expected("a number from -1.7976931348623157e308 to 1.7976931348623157e308", found: found)
    }

    /// `bounds` is "from 0s to 24h" or "of at least 1s".
    static func durationRange(_ bounds: String, found: String) -> String {
        expected("a duration \(bounds)", found: found)
    }

    // MARK: E106

    static func malformedDuration(found: String) -> String {
        expected("a duration such as `500ms`, `30s`, `15m`, `24h` or `7d`", found: found)
    }

    static func quotedSecondsHelp(_ text: String) -> String {
        "write a unit, e.g. `\(text)s`, or remove the quotes"
    }

    static func notWholeMilliseconds(_ field: String, found: String) -> String {
        "`\(field)` must be a whole number of milliseconds, found \(found)"
    }

    static func notWholeSeconds(_ field: String, found: String) -> String {
        "`\(field)` must be a whole number of seconds, found \(found)"
    }

    static func malformedTime(found: String) -> String {
        expected("an RFC 3339 time with an offset such as `2026-03-01T09:00:00Z`", found: found)
    }

    static let missingOffsetHelp = "add `Z` for UTC, or an offset such as `+01:00`"

    static func invalidTime(found: String, reason: String) -> String {
        "invalid time \(found): \(reason)"
    }

    static func malformedID(found: String) -> String {
        expected("an id (1 to 64 lowercase letters, digits, `_` or `-`, starting with a letter or digit)", found: found)
    }

    /// "write `summer-sale`": the id as it was probably meant.
    static func writeInstead(_ text: String) -> String {
        "write `\(text)`"
    }

    static func malformedURI(found: String, problem: String? = nil) -> String {
        expected("an absolute URI with a scheme such as `https://…` or `myapp://…`", found: found) + (problem.map { ": \($0)" } ?? "")
    }

    static let missingSchemeHelp = "add a scheme, e.g. `https://` or `myapp://`"

    static func notHTTPS(found: String, problem: String? = nil) -> String {
        expected("an https URL", found: found) + (problem.map { ": \($0)" } ?? "")
    }

    static let schemeRelativeHelp = "add `https:` in front"

    static func notZip(found: String) -> String {
        expected("an https URL ending in `.zip`", found: found)
    }

    static func malformedColour(found: String) -> String {
        expected("a colour `#RGB`, `#RRGGBB` or `#RRGGBBAA`", found: found)
    }

    static func malformedLanguage(found: String) -> String {
        expected("a BCP 47 language tag such as `en`, `pt-BR` or `zh-Hant-TW`", found: found)
    }

    static let languageUnderscoreHelp = "separate the parts with `-`, not `_`"

    // MARK: E107

    static func needsValue(_ field: String) -> String {
        "`\(field)` needs a value"
    }

    static func mustNotBeEmpty(_ field: String) -> String {
        "`\(field)` must not be empty"
    }

    static let emptyExtrasKey = "an extras key must not be empty"

    /// A colour written without quotes: YAML read it as a comment.
    static let unquotedColourHelp = "write the colour in quotes, e.g. `\"#FFFFFF\"`: a plain `#` starts a YAML comment"
}
