public import CampaignDiagnostics

/// "Did you mean …?" suggestions: first the alias table of names people reach for from other
/// tools (`image_url` is `image`, `btns` is `buttons`), then Damerau-Levenshtein distance
/// (optimal string alignment: insertions, deletions, substitutions and swaps of two
/// neighbours each cost 1).
public enum DidYouMean {
    /// Words people write for a word of the campaign language, from the SDKs' wire keys, other
    /// tools and plain English; only those among the candidates of a place are suggested.
    public static let aliases: [String: [String]] = [
        "image_url": ["image"], "img": ["image"], "picture": ["image"], "image_uri": ["image"],
        "btns": ["buttons"], "button": ["buttons"], "actions": ["buttons"],
        "action": ["click_action"], "on_click": ["click_action"], "onclick": ["click_action"], "click": ["click_action"],
        "label": ["text"], "title": ["header", "text"], "body": ["message"], "text": ["message"], "content": ["message"],
        "purchase": ["any_purchase", "specific_purchase"], "event": ["custom_event"], "custom": ["custom_event"],
        "open": ["session_start"], "app_open": ["session_start"], "session": ["session_start"], "push": ["push_click"],
        "url": ["uri"], "link": ["uri"], "href": ["uri"], "bg_color": ["background"], "text_color": ["text"], "close_btn_color": ["close_button"],
        "duration": ["dismiss"], "auto_dismiss": ["dismiss"], "alt": ["image_alt"], "lang": ["language"],
        "not_equal": ["not_equals"], "equal": ["equals"], "eq": ["equals"], "ne": ["not_equals"], "gt": ["greater_than"],
        "gte": ["greater_than_or_equal"], "lt": ["less_than"], "lte": ["less_than_or_equal"], "regex": ["matches"],
        // Mistakes new users made (issue 19).
        "id": ["campaign", "scenario"], "fullscreen": ["full"], "full_screen": ["full"], "up": ["top"], "down": ["bottom"],
        "props": ["properties"], "params": ["properties"], "tap": ["click", "click_action"], "press": ["click", "click_action"],
        "landscape_only": ["landscape"], "portrait_only": ["portrait"],
    ]

    /// The candidates the alias table gives for `word`, in its order, among `candidates`.
    public static func aliasSuggestions(for word: String, among candidates: [String]) -> [String] {
        (aliases[word] ?? []).filter(candidates.contains)
    }

    /// The candidate closest to `word`: an alias first, else the nearest by distance if it is at
    /// most max(1, word length / 3). Ties go to the earliest candidate, so the answer never
    /// depends on anything but the input.
    public static func suggestion(for word: String, among candidates: [String]) -> String? {
        if let alias = aliasSuggestions(for: word, among: candidates).first { return alias }
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

    /// The help line for `suggestion(for:among:)`, or nil; an alias with two meanings names
    /// both ("did you mean `any_purchase` or `specific_purchase`?").
    public static func help(for word: String, among candidates: [String]) -> String? {
        let aliased = aliasSuggestions(for: word, among: candidates)
        if aliased.count > 1 { return "did you mean \(Words.list(aliased))?" }
        return suggestion(for: word, among: candidates).map { "did you mean `\($0)`?" }
    }

    /// The one candidate the help names, or nil when it names none or two (an alias with two
    /// meanings): what a fix-it may write (SPEC §13.1: "the did-you-mean names exactly one").
    public static func single(for word: String, among candidates: [String]) -> String? {
        guard aliasSuggestions(for: word, among: candidates).count <= 1 else { return nil }
        return suggestion(for: word, among: candidates)
    }

    /// E104's fix-it for a plain word (SPEC §13.1): the one suggestion in place of `range`,
    /// safe when it restores a misspelling (`FixItSafety.spelling`: `botom`, `Top`, `image-only`).
    public static func wordFixIt(for word: String, among candidates: [String], at range: SourceRange) -> [FixIt] {
        guard let suggested = single(for: word, among: candidates) else { return [] }
        let safe = FixItSafety.spelling(word, suggested, among: candidates)
        return FixIts.replace(range, written: word, with: suggested, safe: safe).map { [$0] } ?? []
    }

    /// Optimal-string-alignment distance between two strings, over Unicode scalars.
    public static func distance(_ a: String, _ b: String) -> Int {
        let s = Array(a.unicodeScalars)
        let t = Array(b.unicodeScalars)
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
