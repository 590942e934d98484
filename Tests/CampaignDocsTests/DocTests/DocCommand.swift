/// One command of a doc test's command block, as a reader would type it: `campaignc` with
/// its arguments, or `cat PATH` to show a file the commands wrote. Words are split at
/// spaces; `'…'` and `"…"` quote (without escapes), and a `#` after a space starts a
/// comment.
struct DocCommand: Equatable {
    /// What runs.
    enum Program: Equatable {
        case campaignc
        case cat
    }

    let program: Program
    let arguments: [String]

    /// The command of a block's lines (a line ending in `\` continues on the next), or a
    /// sentence saying why there is none.
    static func parse(_ lines: [String]) -> Result<DocCommand, DocTestProblem> {
        var joined = ""
        for line in lines {
            if line.hasSuffix("\\") {
                joined += line.dropLast() + " "
            } else {
                joined += line + "\n"
            }
        }
        let logical = joined.split(separator: "\n").map(String.init).filter { !$0.trimmingBlanks.isEmpty }
        guard logical.count == 1 else {
            return .failure(DocTestProblem("a command block holds one command, found \(logical.count) lines"))
        }
        let words: [String]
        switch split(logical[0]) {
        case .success(let split): words = split
        case .failure(let problem): return .failure(problem)
        }
        switch words.first {
        case "campaignc": return .success(DocCommand(program: .campaignc, arguments: Array(words.dropFirst())))
        case "cat" where words.count == 2 && DocTestPlan.isRelativeInside(words[1]): return .success(DocCommand(program: .cat, arguments: [words[1]]))
        default:
            return .failure(DocTestProblem("a command block runs `campaignc …` or `cat FILE` (a path inside the page's folder), not `\(logical[0])`"))
        }
    }

    /// The words of `line`.
    static func split(_ line: String) -> Result<[String], DocTestProblem> {
        var words: [String] = []
        var word: String?
        var quote: Character?
        var previous: Character = " "
        for character in line {
            defer { previous = character }
            if let open = quote {
                if character == open { quote = nil } else { word?.append(character) }
                continue
            }
            switch character {
            case "'", "\"":
                quote = character
                word = word ?? ""
            case " ", "\t":
                if let finished = word { words.append(finished) }
                word = nil
            case "#" where previous == " " || previous == "\t":
                if let finished = word { words.append(finished) }
                return .success(words)
            case "|", ">", "<", ";", "&", "$", "`":
                return .failure(DocTestProblem("a command block has no shell: `\(character)` in `\(line)`"))
            default:
                word = (word ?? "") + String(character)
            }
        }
        if quote != nil { return .failure(DocTestProblem("an unclosed quote in `\(line)`")) }
        if let finished = word { words.append(finished) }
        return .success(words)
    }
}

/// Why a page's doc tests could not run as written.
struct DocTestProblem: Error, Equatable, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
