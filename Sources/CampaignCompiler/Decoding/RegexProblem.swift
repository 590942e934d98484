/// Why ICU rejects a regular expression, for E303 when the regex engine gives no reason (on
/// Linux, Foundation's error carries none). Finds the common mistakes by one scan of the
/// pattern; a pattern it finds nothing wrong with gets no reason.
enum RegexProblem {
    static func reason(_ pattern: String) -> String? {
        var depth = 0
        var inClass = false
        var previous: Character?
        var index = pattern.startIndex
        while index < pattern.endIndex {
            let c = pattern[index]
            let next = pattern.index(after: index)
            if c == "\\" {
                guard next < pattern.endIndex else { return "it ends with a lone `\\`" }
                previous = "x"
                index = pattern.index(after: next)
                continue
            }
            if inClass {
                if c == "]" { inClass = false }
                index = next
                previous = "x"
                continue
            }
            switch c {
            case "[":
                inClass = true
            case "(":
                depth += 1
            case ")":
                guard depth > 0 else { return "`)` at column \(column(index, in: pattern)) closes no `(`" }
                depth -= 1
            case "*", "+", "?", "{":
                let repeatsNothing = previous == nil || previous == "(" || previous == "|"
                // `(?` opens a group kind, `*?` / `+?` / `??` are lazy: not a repeat of nothing.
                if repeatsNothing, !(c == "?" && previous == "(") {
                    return "`\(c)` at column \(column(index, in: pattern)) repeats nothing"
                }
            default:
                break
            }
            previous = c
            index = next
        }
        if inClass { return "a `[` is never closed by `]`" }
        if depth > 0 { return depth == 1 ? "a `(` is never closed by `)`" : "\(depth) `(` are never closed by `)`" }
        return nil
    }

    private static func column(_ index: String.Index, in pattern: String) -> Int {
        pattern.distance(from: pattern.startIndex, to: index) + 1
    }
}
