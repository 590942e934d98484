public import CampaignDiagnostics
public import CampaignModel

/// The fix-its of SPEC §13.1 with their titles: the words of every edit campaignc offers live
/// here, as the words of every diagnostic live in the message families. Call sites decide
/// *whether* a fix-it applies (the table's "when" column) and with which range; these make it.
///
/// A replacement never holds a line break, and neither does a title: a factory given one
/// (a range over several lines, a replacement with a line break) makes no fix-it.
public enum FixIts {
    /// ``replace `OLD` with `NEW` ``, OLD the text of `range` as written (quotes included).
    public static func replace(_ range: SourceRange, written old: String, with new: String, safe: Bool) -> FixIt? {
        guard range.start.line == range.end.line, !hasLineBreak(old), !hasLineBreak(new) else { return nil }
        return FixIt(replaceTitle(old, with: new), range: range, replacement: new, safe: safe)
    }

    /// W317's fix-its: a unit inserted at `position`, just after the number — `d` first where
    /// `field` usually holds days, then `s`. Neither is safe: each fixes a meaning the author did
    /// not write (`reeligible_after: 7` meant as a week is not 7 seconds).
    public static func appendUnit(for field: String, at position: SourcePosition) -> [FixIt] {
        let units = usuallyDays.contains(field) ? ["d", "s"] : ["s"]
        return units.map { FixIt(appendTitle($0), range: SourceRange(at: position), replacement: $0, safe: false) }
    }

    /// The duration fields that usually hold days: re-eligibility and the time filters.
    public static let usuallyDays: Set<String> = ["reeligible_after", "less_than_ago", "more_than_ago", "less_than_in", "more_than_in"]

    /// E106's fix-it for an `assets.base_url` without its final `/` (safe: the URL as written,
    /// ended): `/` inserted after its last character, inside its quotes when it has them
    /// (and no escapes); nil for a value over several lines.
    public static func appendSlash(to url: Located<String>) -> FixIt? {
        let range = url.range
        guard range.start.line == range.end.line else { return nil }
        let written = range.end.offset - range.start.offset
        let end: SourcePosition
        if written == url.value.utf8.count {
            end = range.end
        } else if written == url.value.utf8.count + 2 {
            end = SourcePosition(line: range.end.line, column: range.end.column - 1, offset: range.end.offset - 1)
        } else {
            return nil
        }
        return FixIt(appendTitle("/"), range: SourceRange(at: end), replacement: "/", safe: true)
    }

    /// W318's fix-its, neither safe (each picks one of two readings): the text in double quotes,
    /// then, when `usualForm` (the other reading is allowed there), the value's usual form
    /// (`"02134"`, then `2134`).
    public static func plainValueReadings(_ reading: PlainValue, at range: SourceRange, usualForm: Bool = true) -> [FixIt] {
        let quoted = replace(range, written: reading.text, with: "\"" + reading.text + "\"", safe: false)
        let usual = usualForm ? reading.usualForm.flatMap { replace(range, written: reading.text, with: $0, safe: false) } : nil
        return [quoted, usual].compactMap { $0 }
    }

    /// W010's fix-it: `range` (the comment and the blanks before it, or its whole line with
    /// the line break) removed.
    public static func removeSuppression(_ range: SourceRange) -> FixIt {
        FixIt(removeSuppressionTitle, range: range, replacement: "", safe: true)
    }

    /// The fix-it of E503 and E601 (SPEC §13.1): the one name the did-you-mean gives among
    /// `candidates` (a declared view type, a campaign id) in place of `name`, when `name` was
    /// written as a plain scalar; not safe, since the name may be right and the list wrong.
    public static func suggestedName(for name: Located<String>, among candidates: [String]) -> [FixIt] {
        guard isWrittenPlain(name), let suggested = DidYouMean.single(for: name.value, among: candidates) else { return [] }
        return replace(name.range, written: name.value, with: suggested, safe: false).map { [$0] } ?? []
    }

    /// True when `text` was written as a plain scalar at its range: one line, as many bytes as
    /// its text (quotes and escapes would add bytes; only folding over lines removes any).
    public static func isWrittenPlain(_ text: Located<String>) -> Bool {
        text.range.start.line == text.range.end.line && text.range.end.offset - text.range.start.offset == text.value.utf8.count
    }

    /// ``replace `OLD` with `NEW` ``.
    public static func replaceTitle(_ old: String, with new: String) -> String {
        "replace `\(old)` with `\(new)`"
    }

    /// ``append `s` ``.
    public static func appendTitle(_ unit: String) -> String { "append `\(unit)`" }

    public static let removeSuppressionTitle = "remove the unused suppression"

    /// E104's test of safety: the two words are the same once lower-cased, with `-`, `_` and
    /// spaces removed (`image-only` and `image_only`, `Top` and `top`), so the author's word
    /// was evidently meant as the suggested one and not guessed at (`modl` → `modal`).
    public static func sameWord(_ written: String, _ suggested: String) -> Bool {
        normalised(written) == normalised(suggested)
    }

    private static func normalised(_ word: String) -> String {
        String(word.lowercased().unicodeScalars.filter { $0 != "-" && $0 != "_" && $0 != " " }.map(Character.init))
    }

    /// True when `text` holds a line break of any kind libyaml ends lines at (SPEC §4 v3).
    private static func hasLineBreak(_ text: String) -> Bool {
        text.unicodeScalars.contains { ["\n", "\r", "\u{85}", "\u{2028}", "\u{2029}"].contains($0) }
    }
}
