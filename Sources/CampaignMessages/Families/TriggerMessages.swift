public import CampaignDiagnostics
public import CampaignModel

/// The trigger and filter codes E301–E305, E307, E310, W311, W312, W315 and the patterns'
/// E320, W321 and W322 (SPEC §2.3, §2.4, §4, §19), decided by the trigger and filter decoders
/// and the rules stage; beside the catalogue entries of `CatalogueEntry+Triggers.swift`,
/// `CatalogueEntry+Filters.swift` and `CatalogueEntry+Patterns.swift`.
public enum TriggerMessages: MessageFamily {
    public static let stage = PipelineStage.perFile
    public static let codes: [DiagnosticCode] = [
        .E301, .E302, .E303, .E304, .E305, .E307, .E310, .W311, .W312, .W315, .W319, .E320, .W321, .W322,
    ]

    /// How to fix a finding of each code this family is the home of, in general: what
    /// `campaignc explain`, the generated rule pages and SARIF's rule metadata show.
    public static let generalHelp: [DiagnosticCode: String] = [
        .E301: "remove `filters`, or trigger on a `custom_event` that carries the properties",
        .E302: "use an operator the help lists for this type, or change `type`",
        .E303: "fix the pattern; escape `(`, `[`, `.` and `+` that should match themselves",
        .E304: "split the filter into one filter per operator",
        .E305: existsNeedsTypeHelp,
        .E310: "fix the bounds, or use `any_of` when either condition should do",
        .W311: "compare with the short value the app logs, such as an id",
        .W312: beyondDoublePrecisionHelp,
        .E307: "log the event through the SDK and trigger on `{ custom_event: name }`",
        .W315: "remove the repeated trigger, or change it to the one that was meant",
        .W319: "filter on a property the event declares in campaignc.yaml, or declare this one",
        .E320: webRejectsHelp,
        .W321: readsOtherwiseHelp,
        .W322: catastrophicHelp,
    ]

    // MARK: E301

    public static func noFilters(_ word: String) -> DiagnosticMessage {
        message(
            .E301, "`\(word)` triggers take no filters",
            help: "remove `filters`, or trigger on `specific_purchase` or `custom_event`, which carry properties")
    }

    // MARK: E302

    public static func cannotCompare(_ op: FilterOperator, _ type: PropertyType, allowed: [String]) -> DiagnosticMessage {
        message(.E302, "`\(op.rawValue)` cannot compare \(type.rawValue) values", help: "`\(op.rawValue)` works with \(Words.plain(allowed)) values")
    }

    /// A filter comparing a property the project file's `events:` declares with another type.
    public static func declaredTypeMismatch(_ property: String, event: String, declared: String, compared: PropertyType) -> DiagnosticMessage {
        message(
            .E302, "`\(property)` of event `\(event)` is declared `\(declared)` in `events:`, but this filter compares it as \(compared.rawValue)",
            help: "compare it as \(declared), or change its declaration")
    }

    // MARK: W319

    /// A filter on a property the event's declaration in `events:` does not have.
    public static func undeclaredProperty(_ property: String, event: String) -> DiagnosticMessage {
        message(.W319, "event `\(event)` declares no property `\(property)` in `events:`")
    }

    // MARK: E303

    public static func invalidRegex(reason: String?) -> DiagnosticMessage {
        message(
            .E303, "invalid regular expression" + (reason.map { ": \($0)" } ?? ""),
            help: "write an ICU regular expression (matched case-insensitively); escape `(`, `[`, `*`, `+`, `?` and `\\` with `\\`")
    }

    // MARK: E304

    /// `operators` are the operators the filter has (none, or two and more).
    public static func operatorCount(_ operators: [String]) -> DiagnosticMessage {
        let found = operators.isEmpty ? "none" : "\(operators.count): " + Words.list(operators, "and")
        return message(
            .E304, "a filter needs exactly one operator, found \(found)",
            help: operators.isEmpty ? "add an operator such as `equals: value` or `greater_than: 10`" : "split it into one filter per operator")
    }

    // MARK: E305

    public static let existsNeedsType = message(.E305, "`exists` needs an explicit `type`", help: existsNeedsTypeHelp)
    /// E305's help, which the catalogue shows too.
    public static let existsNeedsTypeHelp = "add `type: string` (or number, boolean, time)"

    // MARK: E307

    public static let apiTrigger = message(
        .E307, "in-app messages cannot be triggered by API or webhook events",
        help: "log the event through the SDK and trigger on `{ custom_event: name }` (for example from the handler of a silent push)")

    // MARK: E310

    public static func contradiction(_ property: String, reason: String) -> DiagnosticMessage {
        message(.E310, "filters on `\(property)` can never match together: \(reason)")
    }

    public static let earlierFilterNote = "the earlier filter is here"

    // MARK: W311

    public static func longString(_ length: Int, max: Int, equals: Bool) -> DiagnosticMessage {
        message(
            .W311, "this string is \(length) characters long, but property values hold at most \(max)",
            help: equals ? "this filter can never match" : "this filter always matches")
    }

    // MARK: W312

    public static func beyondDoublePrecision(_ number: String) -> DiagnosticMessage {
        message(.W312, "\(number) is beyond 2^53 and may be rounded when compared", help: beyondDoublePrecisionHelp)
    }

    /// W312's help, which the catalogue shows too.
    public static let beyondDoublePrecisionHelp = "compare it as a string with `type: string`"

    // MARK: W315

    public static let repeatedTrigger = message(.W315, "the same trigger appears twice in this campaign", help: "remove the repeated trigger")
    public static let firstTriggerNote = "the first one is here"

    // MARK: E320

    /// `trigger`: the campaigns' event as the message names it (`` `added_to_cart` ``, `` a
    /// purchase of `sku` ``); `reason`: what JavaScript rejects.
    public static func webRejectsPattern(triggeredBy trigger: String, reason: String) -> DiagnosticMessage {
        message(
            .E320, "the Web SDK rejects this pattern: every campaign triggered by \(trigger) stops working on Web",
            help: "\(reason); \(webRejectsHelp)")
    }

    public static let webRejectsHelp = "write the pattern in the syntax ICU and JavaScript share"

    // MARK: W321

    /// `construct` as written, what iOS and Android read and what the Web SDK reads; `others`:
    /// how many more such constructs the pattern has.
    public static func readsOtherwiseOnWeb(_ construct: String, icu: String, web: String, others: Int) -> DiagnosticMessage {
        let more = others == 0 ? "" : others == 1 ? " (and one more construct like it)" : " (and \(others) more constructs like it)"
        return message(
            .W321, "`\(construct)` is read as \(icu) on iOS and Android but as \(web) on Web\(more)", help: readsOtherwiseHelp)
    }

    public static let readsOtherwiseHelp = "write it with what ICU and JavaScript read alike"

    /// W321's help when the construct has a replacement.
    public static func readsOtherwiseReplacement(_ construct: String, with replacement: String) -> String {
        "write `\(replacement)` for `\(construct)`"
    }

    // MARK: W322

    /// `inner`: the repetition inside that makes it ambiguous, nil for alternatives that
    /// match the same text.
    public static func catastrophicRepetition(_ repetition: String, inner: String?) -> DiagnosticMessage {
        let why = inner.map { "repeats `\($0)`, which can take the same characters as what follows it" } ?? "repeats alternatives that can match the same text"
        return message(
            .W322,
            "`\(repetition)` \(why): on a text that almost matches, every platform's engine tries a number of ways that grows exponentially with its length",
            help: catastrophicHelp)
    }

    public static let catastrophicHelp = "let each character be matched one way only: `(a+)+` as `a+`, `(a|a)*` as `a*`, `(x+x+)+y` as `x{2,}y`"
}
