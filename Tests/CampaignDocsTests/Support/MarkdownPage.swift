/// A markdown file as its lines and its fenced code blocks: what the doc tests run, the
/// generators fill in and the link checks read.
struct MarkdownPage {
    /// The path relative to the repository root (`docs/guide.md`).
    let path: String
    /// The lines, without their line breaks; a text ending with a line break ends with "".
    let lines: [String]
    /// Every fenced block (```` ``` ````), in order.
    let blocks: [FencedBlock]

    init(path: String, text: String) {
        self.path = path
        lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        blocks = Self.fencedBlocks(in: lines)
    }

    /// The text of the page.
    var text: String { lines.joined(separator: "\n") }

    /// Whether `<!-- doctest -->` stands alone on a line outside the code blocks.
    var optsIntoDocTests: Bool {
        let inBlocks = Set(blocks.flatMap { $0.openLine...$0.closeLine })
        return lines.indices.contains { !inBlocks.contains($0) && lines[$0].trimmingBlanks == FencedBlock.optInMarker }
    }

    /// The lines that are not inside a fenced block (a block's fences included), with their indexes.
    var proseLines: [(index: Int, text: String)] {
        let inBlocks = Set(blocks.flatMap { $0.openLine...$0.closeLine })
        return lines.indices.filter { !inBlocks.contains($0) }.map { ($0, lines[$0]) }
    }

    /// The fenced blocks of `lines`: a fence is three or more backticks (indented in a list),
    /// closed by a line of at least as many backticks and nothing else. A block's lines lose
    /// the fence's indentation.
    private static func fencedBlocks(in lines: [String]) -> [FencedBlock] {
        var blocks: [FencedBlock] = []
        var index = 0
        while index < lines.count {
            guard let (indent, fence, info) = opening(lines[index]) else {
                index += 1
                continue
            }
            var close = index + 1
            while close < lines.count, !closes(lines[close], fence: fence) { close += 1 }
            let content = lines[(index + 1)..<min(close, lines.count)].map { line in
                String(line.dropFirst(min(indent, line.prefix { $0 == " " }.count)))
            }
            blocks.append(
                FencedBlock(
                    info: info, indent: indent, openLine: index, closeLine: min(close, lines.count - 1), content: content,
                    directive: directive(above: index, in: lines)))
            index = close + 1
        }
        return blocks
    }

    /// The indentation, the fence and the info string of an opening fence line.
    private static func opening(_ line: String) -> (Int, String, String)? {
        let indent = line.prefix { $0 == " " }.count
        let rest = line.dropFirst(indent)
        let fence = rest.prefix { $0 == "`" }
        guard fence.count >= 3 else { return nil }
        let info = String(rest.dropFirst(fence.count)).trimmingBlanks
        guard !info.contains("`") else { return nil }
        return (indent, String(fence), info)
    }

    private static func closes(_ line: String, fence: String) -> Bool {
        let trimmed = line.trimmingBlanks
        return trimmed.count >= fence.count && trimmed.allSatisfy { $0 == "`" }
    }

    /// The text of an HTML comment (`<!-- file: a.yaml -->` gives `file: a.yaml`) on the
    /// nearest non-blank line above `line`, if that line is one.
    private static func directive(above line: Int, in lines: [String]) -> String? {
        var index = line - 1
        while index >= 0, lines[index].trimmingBlanks.isEmpty { index -= 1 }
        guard index >= 0 else { return nil }
        let text = lines[index].trimmingBlanks
        guard text.hasPrefix("<!--"), text.hasSuffix("-->") else { return nil }
        return String(text.dropFirst(4).dropLast(3)).trimmingBlanks
    }
}

extension String {
    /// The string without spaces and tabs at either end.
    var trimmingBlanks: String {
        let blank: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let first = firstIndex(where: { !blank($0) }), let last = lastIndex(where: { !blank($0) }) else { return "" }
        return String(self[first...last])
    }
}
