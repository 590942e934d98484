import CampaignCompiler
import CampaignDiagnostics

extension ExplainFormatter {
    /// The files of one example: the project file, other files, the `--now` time, then the
    /// campaign file with a caret under the place `code` is reported (when given).
    func example(_ example: CatalogueExample, reporting code: DiagnosticCode?) -> [String] {
        var lines: [String] = []
        if let project = example.projectFile {
            lines.append("")
            lines.append("  \(CatalogueExample.projectFileName) (the project file, beside the campaign)")
            lines += numbered(project, caretAt: nil, label: "")
        }
        if !example.files.isEmpty {
            lines.append("")
            for file in example.files {
                lines.append("  \(file.path): \(file.summary)")
            }
        }
        if let now = example.now {
            lines.append("")
            lines.append("  checked with `--now \(now)`")
        }
        lines.append("")
        if case .generated(let generated) = example.input {
            lines += wrap(
                "\(CatalogueExample.campaignFileName): \(generated.summary) (built by the test suite):",
                width: width - 2
            ).map { "  " + $0 }
        } else {
            lines.append("  \(CatalogueExample.campaignFileName)")
        }
        let label = code.map { "\($0.defaultSeverity.rawValue)[\($0.rawValue)] is reported here" } ?? ""
        lines += numbered(example.text, caretAt: code == nil ? nil : example.expectedPosition, label: label)
        return lines
    }

    /// `text` with a line-number gutter, and a caret line under `position`.
    func numbered(_ text: String, caretAt position: ExpectedPosition?, label: String) -> [String] {
        var sourceLines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if sourceLines.last == "" { sourceLines.removeLast() }
        let gutter = max(String(sourceLines.count).count, 2)
        var lines: [String] = []
        for (index, line) in sourceLines.enumerated() {
            let number = String(index + 1)
            let padding = String(repeating: " ", count: gutter - number.count)
            lines.append("  \(padding)\(number) | \(line)".trailingSpacesRemoved)
            if let position, position.line == index + 1 {
                let indent = String(repeating: " ", count: position.column - 1)
                lines.append("  \(String(repeating: " ", count: gutter)) | \(indent)^ \(label)")
            }
        }
        return lines
    }
}

extension String {
    /// The string without spaces at its end (an empty source line gives `  3 |`).
    fileprivate var trailingSpacesRemoved: String {
        var result = self
        while result.hasSuffix(" ") { result.removeLast() }
        return result
    }
}
