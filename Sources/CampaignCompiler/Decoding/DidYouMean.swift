import CampaignDiagnostics

/// "Did you mean …?" suggestions by Damerau-Levenshtein distance (optimal string alignment:
/// insertions, deletions, substitutions and swaps of two neighbours each cost 1).
public enum DidYouMean {
    /// The candidate closest to `word`, if its distance is at most max(1, word length / 3).
    /// Ties go to the earliest candidate, so the answer never depends on anything but the input.
    public static func suggestion(for word: String, among candidates: [String]) -> String? {
        let limit = max(1, word.count / 3)
        let length = word.unicodeScalars.count
        var best: (candidate: String, distance: Int)?
        for candidate in candidates where candidate != word {
            // The distance is at least the difference in length: skip what cannot be within
            // the limit, so a huge word never fills a table of its length × the candidate's (SPEC §7).
            guard abs(candidate.unicodeScalars.count - length) <= limit else { continue }
            let d = distance(word, candidate)
            if d <= limit, d < (best?.distance ?? .max) {
                best = (candidate, d)
            }
        }
        return best?.candidate
    }

    /// The help line for `suggestion(for:among:)`, or nil.
    public static func help(for word: String, among candidates: [String]) -> String? {
        suggestion(for: word, among: candidates).map { "did you mean `\($0)`?" }
    }

    /// The fix-it that replaces `range` (a plain word as written) by the suggestion, if any.
    static func fixIt(for word: String, among candidates: [String], at range: SourceRange) -> [FixIt] {
        suggestion(for: word, among: candidates).map { [FixIt("suggested fix", range: range, replacement: $0)] } ?? []
    }

    /// Optimal-string-alignment distance between two strings, over Unicode scalars.
    public static func distance(_ a: String, _ b: String) -> Int {
        let s = Array(a.unicodeScalars), t = Array(b.unicodeScalars)
        if s.isEmpty { return t.count }
        if t.isEmpty { return s.count }
        let width = t.count + 1
        var d = [Int](repeating: 0, count: (s.count + 1) * width)
        for i in 0...s.count { d[i * width] = i }
        for j in 0...t.count { d[j] = j }
        for i in 1...s.count {
            for j in 1...t.count {
                let cost = s[i - 1] == t[j - 1] ? 0 : 1
                var value = min(d[(i - 1) * width + j] + 1, d[i * width + j - 1] + 1, d[(i - 1) * width + j - 1] + cost)
                if i > 1, j > 1, s[i - 1] == t[j - 2], s[i - 2] == t[j - 1] {
                    value = min(value, d[(i - 2) * width + j - 2] + 1)
                }
                d[i * width + j] = value
            }
        }
        return d[s.count * width + t.count]
    }
}
