/// What a markdown page points at: its links (`[text](target)`, `![alt](target)`,
/// `[name]: target`), the repository paths it names in code spans (`` `Samples/valid/` ``),
/// and the anchors it defines (headings, `<a id="…">`).
struct PageReferences {
    /// A link target as written, with the 1-based line it is on.
    struct Link: Equatable {
        let target: String
        let line: Int
    }

    /// The folders a code span names a repository path in.
    static let repositoryFolders = ["docs/", "Samples/", "Schemas/", "Scripts/", "Tests/", "Sources/"]

    let links: [Link]
    /// Code spans that name a file or folder of the repository, relative to its root.
    let paths: [Link]
    /// The anchors a link `page.md#anchor` may name.
    let anchors: Set<String>

    init(_ page: MarkdownPage) {
        var links: [Link] = []
        var paths: [Link] = []
        var anchors: Set<String> = []
        var headings: [String: Int] = [:]
        for (index, line) in page.proseLines {
            let number = index + 1
            links += Self.linkTargets(in: line).map { Link(target: $0, line: number) }
            paths += Self.codeSpans(in: line).compactMap(Self.repositoryPath).map { Link(target: $0, line: number) }
            if let heading = Self.heading(line) {
                let slug = Self.slug(heading)
                let seen = headings[slug, default: 0]
                anchors.insert(seen == 0 ? slug : "\(slug)-\(seen)")
                headings[slug] = seen + 1
            }
            anchors.formUnion(Self.explicitAnchors(in: line))
        }
        self.links = links
        self.paths = paths
        self.anchors = anchors
    }

    /// The targets of inline links and images, and of a reference definition.
    static func linkTargets(in line: String) -> [String] {
        var targets: [String] = []
        let characters = Array(line)
        var index = 0
        var inCode = false
        while index < characters.count {
            if characters[index] == "`" { inCode.toggle() }
            if !inCode, characters[index] == "]", index + 1 < characters.count, characters[index + 1] == "(" {
                var end = index + 2
                while end < characters.count, characters[end] != ")", characters[end] != " " { end += 1 }
                targets.append(String(characters[(index + 2)..<min(end, characters.count)]))
                index = end
                continue
            }
            index += 1
        }
        let trimmed = line.trimmingBlanks
        if trimmed.hasPrefix("["), let close = trimmed.firstIndex(of: "]"), trimmed[close...].hasPrefix("]: ") {
            targets.append(String(trimmed[trimmed.index(close, offsetBy: 3)...].split(separator: " ").first ?? ""))
        }
        return targets
    }

    /// The text of every code span of `line`.
    static func codeSpans(in line: String) -> [String] {
        var spans: [String] = []
        var current: String?
        for character in line {
            if character == "`" {
                if let span = current { spans.append(span) }
                current = current == nil ? "" : nil
            } else {
                current?.append(character)
            }
        }
        return spans
    }

    /// The path a code span names, when it starts with a repository folder and is a plain
    /// path (not a pattern such as `Samples/invalid/<CODE>.yaml` or `Scripts/action/*.sh`):
    /// its first word.
    static func repositoryPath(_ span: String) -> String? {
        guard let word = span.split(separator: " ").first.map(String.init),
            repositoryFolders.contains(where: { word.hasPrefix($0) }),
            !word.contains(where: { "<>*?[]{}…$|".contains($0) })
        else { return nil }
        return word
    }

    /// The text of an ATX heading (`## Title`), or nil.
    static func heading(_ line: String) -> String? {
        let hashes = line.prefix { $0 == "#" }.count
        guard (1...6).contains(hashes), line.dropFirst(hashes).first == " " else { return nil }
        return String(line.dropFirst(hashes + 1)).trimmingBlanks
    }

    /// GitHub's anchor of a heading: lower case, punctuation dropped, spaces made `-`.
    static func slug(_ heading: String) -> String {
        var slug = ""
        for character in heading.lowercased() {
            if character == " " {
                slug.append("-")
            } else if character.isLetter || character.isNumber || character == "-" || character == "_" {
                slug.append(character)
            }
        }
        return slug
    }

    /// The `id`s of `<a id="…">` elements.
    static func explicitAnchors(in line: String) -> [String] {
        line.components(separatedBy: "<a id=\"").dropFirst().compactMap { rest in
            rest.split(separator: "\"", maxSplits: 1).first.map(String.init)
        }
    }
}
