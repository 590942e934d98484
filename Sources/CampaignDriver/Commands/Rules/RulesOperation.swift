import CampaignCompiler
import CampaignDiagnostics
import CampaignWorkspace
import CanonicalJSON

/// `campaignc rules [--format text|json|markdown]`: every diagnostic code of the catalogue,
/// in code order, with its title, default severity, whether it is adjustable (SPEC §3) and a
/// one-sentence summary. The rule table of `docs/rules.md` is the markdown output (a test keeps them equal).
public enum RulesOperation {
    /// Runs the command; it cannot fail.
    public static func run(format: RulesFormat) -> CommandResult {
        let output: String
        switch format {
        case .text: output = text()
        case .json: output = String(decoding: JSONWriter(style: .pretty).encodeDocument(json()), as: UTF8.self)
        case .markdown: output = markdown()
        }
        return CommandResult(exitStatus: ExitStatus.success, standardOutput: output)
    }

    /// One line per code: `E201  error    adjustable      full message without an image`.
    static func text() -> String {
        CodeCatalogue.all.map { entry in
            let severity = entry.defaultSeverity.rawValue.padding(to: 7)
            let adjustable = (entry.code.isAdjustable ? "adjustable" : "not adjustable").padding(to: 14)
            return "\(entry.code.rawValue)  \(severity)  \(adjustable)  \(entry.title)\n"
        }.joined()
    }

    /// `{"rules":[{"adjustable","code","severity","summary","title"}, …]}`, keys sorted.
    static func json() -> JSONValue {
        .object([
            "rules": .array(
                CodeCatalogue.all.map { entry in
                    .object([
                        "code": .string(entry.code.rawValue),
                        "title": .string(entry.title),
                        "severity": .string(entry.defaultSeverity.rawValue),
                        "adjustable": .bool(entry.code.isAdjustable),
                        "summary": .string(summary(of: entry)),
                    ])
                })
        ])
    }

    /// A table with one row per code; `|` in a title or summary is escaped.
    static func markdown() -> String {
        var lines = ["| Code | Severity | Adjustable | Title | Summary |", "| --- | --- | --- | --- | --- |"]
        for entry in CodeCatalogue.all {
            let cells = [
                entry.code.rawValue, entry.defaultSeverity.rawValue, entry.code.isAdjustable ? "yes" : "no",
                entry.title, summary(of: entry),
            ].map { $0.replacingAll("|", with: "\\|") }
            lines.append("| " + cells.joined(separator: " | ") + " |")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The first sentence of the explanation: up to the first `. ` followed by a capital
    /// letter, a backtick or the word campaignc, or its first paragraph without such a break.
    static func summary(of entry: CatalogueEntry) -> String {
        let paragraph = entry.explanation.paragraphs.first ?? ""
        let scalars = Array(paragraph.unicodeScalars)
        var index = 0
        while index + 2 < scalars.count {
            let next = scalars[index + 2]
            let startsSentence =
                next.properties.isUppercase || next == "`"
                || String(String.UnicodeScalarView(scalars[(index + 2)...].prefix(9))) == "campaignc"
            if scalars[index] == ".", scalars[index + 1] == " ", startsSentence {
                return String(String.UnicodeScalarView(scalars[...index]))
            }
            index += 1
        }
        return paragraph
    }
}

/// The formats of `campaignc rules`.
public enum RulesFormat: String, Hashable, Sendable, CaseIterable {
    case text
    case json
    case markdown
}

extension String {
    /// Left-aligned in `width` characters (never cut).
    fileprivate func padding(to width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }

    /// Every occurrence of `target` replaced.
    fileprivate func replacingAll(_ target: Character, with replacement: String) -> String {
        var result = ""
        for character in self {
            if character == target { result += replacement } else { result.append(character) }
        }
        return result
    }

    /// The paragraphs of a text whose paragraphs are separated by a blank line, each with its
    /// lines joined by spaces.
    fileprivate var paragraphs: [String] {
        var paragraphs: [String] = []
        var current: [Substring] = []
        for line in split(separator: "\n", omittingEmptySubsequences: false) {
            if line.allSatisfy(\.isWhitespace) {
                if !current.isEmpty { paragraphs.append(current.joined(separator: " ")) }
                current = []
            } else {
                current.append(line)
            }
        }
        if !current.isEmpty { paragraphs.append(current.joined(separator: " ")) }
        return paragraphs
    }
}
