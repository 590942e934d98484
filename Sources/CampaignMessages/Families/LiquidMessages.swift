public import CampaignDiagnostics
public import CampaignLiquid

/// The Liquid codes E801–E812, W806, W809, W813 and W814 (SPEC §15.3, §15.6), decided by the
/// Liquid rules of the per-file stage; beside their catalogue entries in
/// `CatalogueEntry+Liquid.swift`. The words of each problem are the Liquid checker's
/// (`LiquidIssue.summary`, `help`); this family says which code each problem is.
public enum LiquidMessages: MessageFamily {
    public static let stage = PipelineStage.perFile
    public static let codes: [DiagnosticCode] = [
        .E801, .E802, .E803, .E805, .W806, .E807, .E808, .W809, .E810, .E811, .E812, .W813, .W814,
    ]

    public static let generalHelp: [DiagnosticCode: String] = [
        .E801: "close what is open, or write the markup as the message shows",
        .E802: "use a tag or filter Braze supports (the help names one)",
        .E803: "fix the spelling, declare the name in campaignc.yaml, or assign the variable first",
        .E805: "use `event_properties` only in campaigns triggered by `custom_event`, `specific_purchase` or `any_purchase`",
        .W806: "add a default: `{{ ${first_name} | default: 'there' }}`, or show it inside `{% if %}` on it",
        .E807: "assign the filtered value first: `{% assign n = … | size %}{% if n > 2 %}`",
        .E808: "remove it: in-app messages cannot use it",
        .W809: "move the Liquid out of the HTML comment, or remove it",
        .E810: "write the reason as a plain string: `{% abort_message(\"no offer\") %}`",
        .E811: "write `{% message_extras :key NAME :value TEXT %}` with at most 1,024 bytes of extras",
        .E812: "write the value itself: Liquid is rendered only in texts, links and extras",
        .W813: "compare with a literal of the declared type",
        .W814: "add `| url_param_escape` so the value cannot break the link",
    ]

    /// The code of a problem the Liquid parser or checker found; nil for the translation
    /// blocks' problems, which are the localisation rules' (E901).
    public static func code(of kind: LiquidIssueKind) -> DiagnosticCode? {
        if kind.isSyntax { return .E801 }
        switch kind {
        case .unsupportedTag, .unknownTag, .unsupportedFilter, .unknownFilter, .filterArguments, .unknownOption, .tagArguments: return .E802
        case .unknownStandardAttribute, .unknownObject, .unknownMember, .undeclaredAttribute, .undeclaredEventProperty, .unknownContentBlock,
            .undefinedVariable:
            return .E803
        case .eventPropertiesUnavailable: return .E805
        case .missingDefault: return .W806
        case .filterInMarkup, .logicInAssign, .attributesCompared: return .E807
        case .unavailableInInAppMessages: return .E808
        case .liquidInHTMLComment: return .W809
        case .abortReasonNotLiteral: return .E810
        case .extrasKeyAfterValue, .extrasTagInside, .extrasTooLarge, .extrasIncomplete: return .E811
        case .comparedTypeMismatch: return .W813
        case .unescapedQueryOutput: return .W814
        default: return nil
        }
    }

    /// The message of a problem the Liquid parser or checker found, with its help.
    public static func issue(_ issue: LiquidIssue) -> DiagnosticMessage? {
        code(of: issue.kind).map { message($0, issue.summary, help: issue.help) }
    }

    // MARK: E812

    /// Liquid in a field where it is not rendered (SPEC §15.1).
    public static func notAllowed(in field: String, inTrigger: Bool) -> DiagnosticMessage {
        let reason = inTrigger ? "triggers are matched on the device as written" : reason(field)
        return message(.E812, "Liquid is not allowed in `\(field)`: \(reason)", help: generalHelp[.E812])
    }

    /// The files outside campaigns that are read, never rendered.
    public enum ReadAsWritten: Sendable {
        case projectFile, scenario, profile

        var reason: String {
            switch self {
            case .projectFile: "the project file is read as written, never rendered"
            case .scenario: "a scenario's values reach the simulator as written"
            case .profile: "a user's values are used as written; Liquid in them is printed, not rendered"
            }
        }
    }

    /// Liquid in a value of the project file, a scenario or a profile (SPEC §15.1).
    public static func notAllowed(in field: String, readAsWritten file: ReadAsWritten) -> DiagnosticMessage {
        message(.E812, "Liquid is not allowed in `\(field)`: \(file.reason)", help: generalHelp[.E812])
    }

    /// Why a field cannot hold Liquid.
    static func reason(_ field: String) -> String {
        switch field {
        case "image", "asset_urls", "assets_zip", "base_url": return "assets are listed and prefetched when compiling"
        case "campaign", "id", "view_type": return "ids are compared as written"
        case "language": return "the language is read when compiling"
        default:
            if field.hasSuffix("color") || field.hasSuffix("colour") || field == "background" || field == "text_color" {
                return "colours are read when compiling"
            }
            return "it is read when compiling, never rendered"
        }
    }
}
