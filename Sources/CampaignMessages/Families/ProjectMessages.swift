public import CampaignDiagnostics

/// The project file's own checks (SPEC §3), decided by its decoder; the generic value codes
/// it shares with campaigns are `ValueMessages`'.
public enum ProjectMessages: MessageFamily {
    public static let stage = PipelineStage.perFile
    public static let codes: [DiagnosticCode] = [.E103, .E104, .E105, .E106, .E107]

    public static func oneDocument(found count: Int) -> DiagnosticMessage {
        message(
            .E103, "expected one document in the project file, found \(count)",
            help: "remove the `---` and merge the settings into the first document")
    }

    public static func baseURL(found text: String) -> DiagnosticMessage {
        message(.E106, "expected an https URL ending in `/` such as `https://cdn.example.com/iam/`, found `\(text)`")
    }
    public static let useHTTPSHelp = "use `https://`"
    public static let trailingSlashHelp = "add a `/` at the end"

    public static func hostName(found text: String) -> DiagnosticMessage {
        message(.E106, "expected a host name such as `cdn.example.com`, found `\(text)`")
    }
    public static func onlyTheHostHelp(_ host: Substring) -> String { "write only the host: `\(host)`" }

    public static let viewTypeName = message(.E107, "a view type needs a name")
    public static let noMessageTypes = message(.E105, "expected 1 or more message types, found none")

    public static func localeCount(found count: Int) -> DiagnosticMessage {
        message(.E105, "expected 1 to 200 locales, found \(count)")
    }

    /// A locale listed twice, or the source listed among the locales.
    public static func repeatedLocale(_ tag: String, isSource: Bool) -> DiagnosticMessage {
        message(.E106, isSource ? "`\(tag)` is the source language; `locales` lists the others" : "`\(tag)` is listed twice")
    }

    public static func glob(found text: String, reason: String) -> DiagnosticMessage {
        message(.E106, "expected a glob such as `drafts/**` or `*.draft.yaml`, found `\(text)`: \(reason)")
    }

    public static func diagnosticCode(found text: String, codes: [String]) -> DiagnosticMessage {
        message(.E104, "expected a diagnostic code such as `W402`, found `\(text)`", help: DidYouMean.help(for: text, among: codes))
    }
}
