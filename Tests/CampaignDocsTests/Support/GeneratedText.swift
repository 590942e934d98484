/// A generated part of a hand-written page: the lines between `<!-- NAME:begin … -->` and
/// `<!-- NAME:end -->` are the generator's, everything around them the author's.
enum GeneratedText {
    /// `page` with the lines between the markers of `name` replaced by `generated` (which ends
    /// with a line break); nil when the page lacks either marker.
    static func replacing(_ name: String, in page: String, with generated: String) -> String? {
        let lines = page.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let begin = lines.firstIndex(where: { $0.hasPrefix("<!-- \(name):begin") }),
            let end = lines.firstIndex(where: { $0.hasPrefix("<!-- \(name):end") }), begin < end
        else { return nil }
        var body = generated.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if body.last == "" { body.removeLast() }
        return (lines[...begin] + body + lines[end...]).joined(separator: "\n")
    }
}

/// Markdown for the generators.
enum Markdown {
    /// A fenced block of `text` (lines without a final line break), with a fence longer than
    /// any run of backticks in it.
    static func block(_ language: String, _ text: String) -> String {
        var longest = 0
        var run = 0
        for character in text {
            run = character == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        let fence = String(repeating: "`", count: max(3, longest + 1))
        let body = text.hasSuffix("\n") ? text : text + "\n"
        return "\(fence)\(language)\n\(body)\(fence)\n"
    }

    /// `text` for a table cell: `|` escaped, line breaks as spaces.
    static func cell(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "|": result += "\\|"
            case "\n": result += " "
            default: result.append(character)
            }
        }
        return result
    }

    /// The paragraphs of a text whose paragraphs are separated by a blank line, each on one line.
    static func paragraphs(_ text: String) -> [String] {
        text.components(separatedBy: "\n\n").map { paragraph in
            paragraph.split(separator: "\n").map { String($0).trimmingBlanks }.joined(separator: " ")
        }.filter { !$0.isEmpty }
    }
}
