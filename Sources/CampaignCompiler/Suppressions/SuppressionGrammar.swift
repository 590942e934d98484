import CampaignDiagnostics
import CampaignMessages

/// The grammar of an inline suppression comment (SPEC §11), read from the text after `#`:
/// `campaignc: ignore[CODE(, CODE)*] -- REASON`, codes in upper case, spaces optional around
/// `,` and required around `--`.
enum SuppressionGrammar {
    /// What one comment says.
    enum Reading: Equatable {
        /// Not a suppression at all: the comment does not start with `campaignc:`.
        case notSuppression
        /// A suppression that does not follow the grammar (`W012`), with what is wrong.
        case malformed(String)
        /// A well-formed suppression; `reason` is nil when there is none (`W011`).
        case suppression(codes: [DiagnosticCode], reason: String?)
    }

    /// The word every suppression comment starts with (after `#` and optional spaces).
    static let prefix = "campaignc:"

    /// Reads the text of a comment (after its `#`).
    static func read(_ comment: Substring) -> Reading {
        var rest = comment.drop { $0 == " " || $0 == "\t" }
        guard rest.hasPrefix(prefix) else { return .notSuppression }
        rest = rest.dropFirst(prefix.count).drop { $0 == " " || $0 == "\t" }
        guard rest.hasPrefix("ignore[") else {
            return .malformed(SuppressionMessages.expectedIgnore)
        }
        rest = rest.dropFirst("ignore[".count)
        guard let close = rest.firstIndex(of: "]") else { return .malformed(SuppressionMessages.missingBracket) }
        // The items are read one at a time, stopping at the first bad one: a list of millions
        // of empty items costs no more memory than its text.
        let list = rest[..<close]
        var codes: [DiagnosticCode] = []
        var itemStart = list.startIndex
        while true {
            let comma = list[itemStart...].firstIndex(of: ",") ?? list.endIndex
            let name = list[itemStart..<comma].trimmingSpaces
            guard !name.isEmpty else { return .malformed(SuppressionMessages.emptyCode) }
            guard let code = DiagnosticCode(rawValue: String(name)) else {
                return .malformed(SuppressionMessages.unknownCode(name))
            }
            codes.append(code)
            guard comma < list.endIndex else { break }
            itemStart = list.index(after: comma)
        }
        let tail = rest[rest.index(after: close)...]
        if tail.trimmingSpaces.isEmpty { return .suppression(codes: codes, reason: nil) }
        let afterSpace = tail.drop { $0 == " " || $0 == "\t" }
        guard afterSpace.count < tail.count, afterSpace.hasPrefix("--") else {
            return .malformed(SuppressionMessages.expectedReason)
        }
        let reasonPart = afterSpace.dropFirst(2)
        if reasonPart.trimmingSpaces.isEmpty { return .suppression(codes: codes, reason: nil) }
        guard reasonPart.first == " " || reasonPart.first == "\t" else {
            return .malformed(SuppressionMessages.spaceAfterDashes)
        }
        return .suppression(codes: codes, reason: String(reasonPart.trimmingSpaces))
    }
}

extension Substring {
    /// This text without spaces and tabs at either end.
    var trimmingSpaces: Substring {
        let isText: (Character) -> Bool = { $0 != " " && $0 != "\t" }
        guard let first = firstIndex(where: isText), let last = lastIndex(where: isText) else { return "" }
        return self[first...last]
    }
}
