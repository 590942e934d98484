/// One fenced code block of a markdown page, and the HTML comment just above it (its
/// directive), which the doc tests read:
///
/// ````markdown
/// <!-- file: campaigns/welcome.yaml -->
/// ```yaml
/// campaign: welcome
/// ```
/// ````
struct FencedBlock {
    /// The marker a page opts into the doc tests with, alone on a line.
    static let optInMarker = "<!-- doctest -->"

    /// Everything after the opening fence: `text exit=1`.
    let info: String
    /// The spaces before the fence.
    let indent: Int
    /// The index of the opening fence's line in the page.
    let openLine: Int
    /// The index of the closing fence's line.
    let closeLine: Int
    /// The lines between the fences.
    let content: [String]
    /// The text of the HTML comment on the nearest non-blank line above the block.
    let directive: String?

    /// The first word of the info string: `sh`, `text`, `yaml`.
    var language: String {
        String(info.split(separator: " ").first ?? "")
    }

    /// The `name=value` words of the info string after the language.
    var attributes: [String: String] {
        var attributes: [String: String] = [:]
        for word in info.split(separator: " ").dropFirst() {
            let parts = word.split(separator: "=", maxSplits: 1)
            if parts.count == 2 { attributes[String(parts[0])] = String(parts[1]) }
        }
        return attributes
    }

    /// The path a `<!-- file: PATH -->` directive names.
    var fileName: String? {
        guard let directive, directive.hasPrefix("file:") else { return nil }
        return String(directive.dropFirst("file:".count)).trimmingBlanks
    }

    /// Whether a `<!-- doctest: skip … -->` directive keeps a command block from running.
    var isSkipped: Bool {
        directive?.hasPrefix("doctest: skip") ?? false
    }

    /// The content as a file's text: its lines, each ended by a line break.
    var contentText: String {
        content.map { $0 + "\n" }.joined()
    }
}
