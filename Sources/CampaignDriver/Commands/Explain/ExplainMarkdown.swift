import CampaignCompiler
import CampaignDiagnostics

/// A code's `explain` entry in Markdown, as an editor's hover shows it (SPEC §13.6 part 1): the
/// line `**E201: full message without an image**`, the severity line (and whether the code is
/// adjustable), the explanation,
/// `**Fix:** …`, then `Failing example:` and `Fixed example:`, each followed by a fenced `yaml`
/// block of the example's text (no line numbers, no caret line).
public enum ExplainMarkdown {
    public static func markdown(for code: DiagnosticCode) -> String {
        let entry = CodeCatalogue.entry(for: code)
        // The severity and whether it is adjustable, as `explain` says them, each unwrapped.
        var parts = ["**\(code.rawValue): \(entry.title)**"] + ExplainFormatter(width: .max).severityLines(code)
        parts += entry.explanation.split(separator: "\n\n", omittingEmptySubsequences: false).map(String.init)
        if let help = entry.help { parts.append("**Fix:** " + help) }
        parts += ["Failing example:", fenced(entry.failing.text), "Fixed example:", fenced(entry.fixed.text)]
        return parts.joined(separator: "\n\n")
    }

    private static func fenced(_ text: String) -> String {
        "```yaml\n" + text + (text.hasSuffix("\n") || text.isEmpty ? "" : "\n") + "```"
    }
}
