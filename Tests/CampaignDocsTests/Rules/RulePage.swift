import CampaignCompiler
import CampaignDiagnostics

@testable import CampaignDriver

/// The page `docs/rules/<CODE>.md` of one diagnostic code, generated from its catalogue entry:
/// what `campaignc explain CODE` prints, as markdown — the title, the severity, whether it is
/// adjustable, the explanation, the fix, the failing example with the report campaignc really
/// prints for it, and the fixed example.
struct RulePage {
    let entry: CatalogueEntry

    /// The page's path from the repository root.
    var path: String { "docs/rules/\(entry.code.rawValue).md" }

    func markdown() async -> String {
        let code = entry.code
        var parts: [String] = []
        parts.append("# \(code.rawValue): \(entry.title)\n")
        parts.append("<!-- Generated from the code catalogue by RulePagesTests; CONTRIBUTING.md says how to regenerate. -->\n")
        parts.append(facts())
        parts += Markdown.paragraphs(entry.explanation).map { $0 + "\n" }
        if let help = entry.help { parts.append("**Fix**: \(help)\n") }
        let run = entry.failing.command == .test ? ", with `campaignc test`" : ""
        parts.append("## Failing example\(run)\n")
        parts.append(files(of: entry.failing))
        parts.append("`\(ExampleRun.commandLine(of: entry.failing))` reports:\n")
        parts.append(Markdown.block("text", await report(of: entry.failing)))
        parts.append("## Fixed example\n")
        parts.append("The same files, corrected: campaignc reports nothing\(run).\n")
        parts.append(files(of: entry.fixed))
        parts.append("[All rules](../rules.md) · `campaignc explain \(code.rawValue)` prints this page in a terminal.\n")
        return parts.joined(separator: "\n")
    }

    /// "- **Severity**: error by default" and "- **Adjustable**: yes: …", in `explain`'s words.
    private func facts() -> String {
        let lines = ExplainFormatter().severityLines(entry.code)
        let severity = lines[0].dropFirst("Severity: ".count)
        let adjustable = lines.dropFirst().map { $0.trimmingBlanks }.joined(separator: " ").dropFirst("Adjustable: ".count)
        return "- **Severity**: \(severity)\n- **Adjustable**: \(adjustable)\n"
    }

    /// The example's files as the reader would write them.
    private func files(of example: CatalogueExample) -> String {
        var parts: [String] = []
        if let project = example.projectFile {
            let place = example.campaignPath == CatalogueExample.campaignFileName ? "beside the campaign" : "at the project root"
            parts.append("`\(CatalogueExample.projectFileName)`, the project file \(place):\n")
            parts.append(Markdown.block("yaml", project))
        }
        for file in example.files {
            if let text = file.text {
                parts.append("`\(file.path)`:\n")
                parts.append(Markdown.block("yaml", text))
            } else {
                parts.append("`\(file.path)`: \(file.summary).\n")
            }
        }
        if case .generated(let generated) = example.input {
            parts.append("`\(example.campaignPath)`: \(generated.summary) (built by the test suite):\n")
        } else {
            parts.append("`\(example.campaignPath)`:\n")
        }
        parts.append(Markdown.block("yaml", example.text))
        return parts.joined(separator: "\n")
    }

    /// The text report of the failing example, as `explain` shows it (without the summary line).
    private func report(of example: CatalogueExample) async -> String {
        let report = await ExampleRun.report(of: example)
        let renderer = TextDiagnosticRenderer(colour: false)
        return report.diagnostics.map { renderer.render($0, sources: report.sources) }.joined(separator: "\n")
    }
}
