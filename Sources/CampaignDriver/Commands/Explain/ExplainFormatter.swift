import CampaignCompiler
import CampaignDiagnostics

/// Lays out one catalogue entry as the text of `campaignc explain`:
///
/// ```
/// E201: full message without an image
/// Severity: error by default
/// Adjustable: yes: a project file's `severity:` can change it, and a suppression
///             comment can hide it
///
/// A `full` message covers the whole screen … (wrapped at 80 columns)
///
/// Fix: add `image: https://…`, or use `type: modal`
///
/// Failing example:
///
///   campaign.yaml
///     campaign: welcome-tour
///     …
///
///   `campaignc validate campaign.yaml` reports:
///
/// campaign.yaml:4:9: error[E201]: a full message needs an image
///    |
///  4 |   type: full
///    |         ^~~~
///    …
///
/// Fixed example:
///   …
/// ```
///
/// The report is the real one: the failing example run through the pipeline (`ExampleRun`)
/// and rendered by `TextDiagnosticRenderer`.
struct ExplainFormatter {
    /// The widest line of wrapped prose.
    var width = 80

    /// `rendering` is the text report of the failing example (its diagnostics, without the
    /// summary line).
    func render(_ entry: CatalogueEntry, rendering: String) -> String {
        var lines: [String] = []
        lines.append("\(entry.code.rawValue): \(entry.title)")
        lines += severityLines(entry.code)
        for paragraph in entry.explanation.split(separator: "\n\n", omittingEmptySubsequences: false).map(String.init) {
            lines.append("")
            lines += wrap(paragraph, width: width)
        }
        if let help = entry.help {
            lines.append("")
            lines += wrap("Fix: " + help, width: width, continuationIndent: "     ")
        }
        lines.append("")
        let run = entry.failing.command == .test ? ", with `campaignc test`" : ""
        lines.append("Failing example\(run):")
        lines += example(entry.failing, rendering: rendering)
        lines.append("")
        lines.append("Fixed example (no diagnostics\(run)):")
        lines += example(entry.fixed, rendering: nil)
        return lines.joined(separator: "\n") + "\n"
    }

    /// Whether `code` is adjustable (SPEC §3), as `campaignc rules` says: a code that is not
    /// keeps its severity whatever `severity:` or a suppression says (E108).
    func severityLines(_ code: DiagnosticCode) -> [String] {
        let severity = code.defaultSeverity.rawValue
        let indent = String(repeating: " ", count: "Adjustable: ".count)
        guard code.isAdjustable else {
            let why = "Adjustable: no: a campaign with this problem cannot be compiled, so neither `severity:` nor a suppression comment can change it"
            return ["Severity: \(severity)"] + wrap(why, width: width, continuationIndent: indent)
        }
        let how = "Adjustable: yes: a project file's `severity:` can change it, and a suppression comment can hide it"
        return ["Severity: \(severity) by default"] + wrap(how, width: width, continuationIndent: indent)
    }

    /// Words of `text` on lines of at most `width` characters (a longer word stands alone).
    func wrap(_ text: String, width: Int, continuationIndent: String = "") -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(whereSeparator: { $0 == " " || $0 == "\n" }) {
            if line.isEmpty {
                line = (lines.isEmpty ? "" : continuationIndent) + word
            } else if line.count + 1 + word.count <= width {
                line += " " + word
            } else {
                lines.append(line)
                line = continuationIndent + word
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }
}
