/// `--format checkstyle` (SPEC §4.4): Checkstyle's XML report, as reviewdog and Jenkins
/// warnings-ng read it.
///
/// ```xml
/// <checkstyle version="4.3">
///   <file name="a.yaml">
///     <error line="6" column="9" severity="error" message="a full message needs an image" source="campaignc.E201"/>
///   </file>
/// </checkstyle>
/// ```
///
/// One `file` element per file with diagnostics, in report order; within it one `error` element
/// per diagnostic (Checkstyle's name for any finding; `severity` says error or warning).
public struct CheckstyleDiagnosticRenderer: DiagnosticRenderer {
    /// The Checkstyle report version written.
    public static let version = "4.3"
    /// The prefix of each finding's `source`: `campaignc.E201`.
    public static let sourcePrefix = "campaignc."

    public init() {}

    public func render(_ report: DiagnosticReport) -> String {
        var output = XMLText.declaration
        output += "<checkstyle version=\"\(Self.version)\">\n"
        var index = report.diagnostics.startIndex
        while index < report.diagnostics.endIndex {
            let file = report.diagnostics[index].location.file
            output += "  <file name=\"\(XMLText.attribute(file))\">\n"
            while index < report.diagnostics.endIndex, report.diagnostics[index].location.file == file {
                output += "    " + element(for: report.diagnostics[index]) + "\n"
                index += 1
            }
            output += "  </file>\n"
        }
        output += "</checkstyle>\n"
        return output
    }

    /// The `error` element of one diagnostic.
    func element(for diagnostic: Diagnostic) -> String {
        let start = diagnostic.location.range.start
        let attributes = [
            ("line", String(start.line)),
            ("column", String(start.column)),
            ("severity", diagnostic.severity.rawValue),
            ("message", diagnostic.message),
            ("source", Self.sourcePrefix + diagnostic.code.rawValue),
        ]
        return "<error " + attributes.map { "\($0.0)=\"\(XMLText.attribute($0.1))\"" }.joined(separator: " ") + "/>"
    }
}
