import CampaignDiagnostics
import CampaignMessages
import CampaignModel
import CampaignYAML

/// A structural check of BCP 47 language tags (RFC 5646 §2.1, "well-formed"), case-insensitive:
/// language (2–3 letters with up to three 3-letter extlangs, or 4–8 letters), then an optional
/// script (4 letters), region (2 letters or 3 digits), variants (5–8 alphanumerics, or a digit
/// and 3 alphanumerics), extensions (a singleton other than `x` and 2–8 alphanumeric subtags)
/// and a private-use part (`x-` and 1–8 alphanumeric subtags). A tag may also be private use only.
enum LanguageTag {
    static func isWellFormed(_ tag: String) -> Bool {
        let subtags = tag.split(separator: "-", omittingEmptySubsequences: false).map { Array($0.utf8) }
        guard !subtags.isEmpty, subtags.allSatisfy({ !$0.isEmpty && $0.count <= 8 && $0.allSatisfy(ScalarSyntax.isLetterOrDigit) }) else {
            return false
        }
        var i = 0
        if isPrivateUseStart(subtags[0]) { return privateUseRest(subtags, from: 1) }
        let language = subtags[0]
        guard language.allSatisfy(ScalarSyntax.isLetter), language.count >= 2 else { return false }
        i = 1
        if language.count <= 3 {
            var extlangs = 0
            while i < subtags.count, extlangs < 3, subtags[i].count == 3, subtags[i].allSatisfy(ScalarSyntax.isLetter) {
                extlangs += 1
                i += 1
            }
        }
        if i < subtags.count, subtags[i].count == 4, subtags[i].allSatisfy(ScalarSyntax.isLetter) { i += 1 }
        if i < subtags.count, isRegion(subtags[i]) { i += 1 }
        while i < subtags.count, isVariant(subtags[i]) { i += 1 }
        while i < subtags.count, subtags[i].count == 1, !isPrivateUseStart(subtags[i]) {
            i += 1
            let start = i
            while i < subtags.count, subtags[i].count >= 2 { i += 1 }
            guard i > start else { return false }
        }
        if i < subtags.count, isPrivateUseStart(subtags[i]) { return privateUseRest(subtags, from: i + 1) }
        return i == subtags.count
    }

    private static func privateUseRest(_ subtags: [[UInt8]], from index: Int) -> Bool {
        index < subtags.count
    }

    private static func isPrivateUseStart(_ subtag: [UInt8]) -> Bool {
        subtag == [UInt8(ascii: "x")] || subtag == [UInt8(ascii: "X")]
    }

    private static func isRegion(_ s: [UInt8]) -> Bool {
        (s.count == 2 && s.allSatisfy(ScalarSyntax.isLetter)) || (s.count == 3 && s.allSatisfy(ScalarSyntax.isDigit))
    }

    private static func isVariant(_ s: [UInt8]) -> Bool {
        s.count >= 5 || (s.count == 4 && ScalarSyntax.isDigit(s[0]))
    }

}

extension DecodingContext {
    /// A well-formed BCP 47 language tag as written, else E106.
    func languageTag(_ node: YAMLNode, _ field: String) -> Located<String>? {
        guard let s = scalar(node, field, expected: "a language tag") else { return nil }
        guard LanguageTag.isWellFormed(s.text) else {
            report(
                ValueMessages.malformedLanguage(found: s.found),
                at: s.range, help: s.text.contains("_") ? ValueMessages.languageUnderscoreHelp : nil
            )
            return nil
        }
        return Located(s.text, at: s.range)
    }
}
