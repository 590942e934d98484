import CampaignCompiler
import CampaignDiagnostics

extension ExplainFormatter {
    /// The files of one example — the project file, other files, then the campaign file, each
    /// indented as a block — and, for a failing example, the command that checks it and the
    /// text report it prints (`rendering`).
    func example(_ example: CatalogueExample, rendering: String?) -> [String] {
        var lines: [String] = []
        if let project = example.projectFile {
            lines.append("")
            let place = example.campaignPath == CatalogueExample.campaignFileName ? "beside the campaign" : "at the project root"
            lines.append("  \(CatalogueExample.projectFileName) (the project file, \(place))")
            lines += block(project)
        }
        if !example.files.isEmpty {
            lines.append("")
            for file in example.files {
                if let text = file.text {
                    lines.append("  \(file.path)")
                    lines += block(text)
                } else {
                    lines.append("  \(file.path): \(file.summary)")
                }
            }
        }
        lines.append("")
        if case .generated(let generated) = example.input {
            lines += wrap(
                "\(example.campaignPath): \(generated.summary) (built by the test suite):",
                width: width - 2
            ).map { "  " + $0 }
        } else {
            lines.append("  \(example.campaignPath)")
        }
        lines += block(example.text)
        if let rendering {
            lines.append("")
            lines.append("  `\(ExampleRun.commandLine(of: example))` reports:")
            lines.append("")
            var rendered = rendering.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            if rendered.last == "" { rendered.removeLast() }
            lines += rendered
        }
        return lines
    }

    /// `text` indented by four spaces, each line without trailing spaces.
    func block(_ text: String) -> [String] {
        var sourceLines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if sourceLines.last == "" { sourceLines.removeLast() }
        return sourceLines.map { ("    " + $0).trailingSpacesRemoved }
    }
}

extension String {
    /// The string without spaces at its end (an empty source line gives an empty line).
    fileprivate var trailingSpacesRemoved: String {
        var result = self
        while result.hasSuffix(" ") { result.removeLast() }
        return result
    }
}
