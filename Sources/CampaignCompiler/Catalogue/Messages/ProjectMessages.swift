// The report texts of the project file's own checks (SPEC §3), one place for each.

enum ProjectMessages {
    static func oneDocument(found count: Int) -> String { "expected one document in the project file, found \(count)" }
    static let oneDocumentHelp = "remove the `---` and merge the settings into the first document"

    static func baseURL(found text: String) -> String {
        "expected an https URL ending in `/` such as `https://cdn.example.com/iam/`, found `\(text)`"
    }
    static let useHTTPSHelp = "use `https://`"
    static let trailingSlashHelp = "add a `/` at the end"

    static func hostName(found text: String) -> String { "expected a host name such as `cdn.example.com`, found `\(text)`" }
    static func onlyTheHostHelp(_ host: Substring) -> String { "write only the host: `\(host)`" }

    static let viewTypeName = "a view type needs a name"
    static let noMessageTypes = "expected 1 or more message types, found none"

    static func glob(found text: String, reason: String) -> String {
        "expected a glob such as `drafts/**` or `*.draft.yaml`, found `\(text)`: \(reason)"
    }

    static func diagnosticCode(found text: String) -> String { "expected a diagnostic code such as `W402`, found `\(text)`" }
}
