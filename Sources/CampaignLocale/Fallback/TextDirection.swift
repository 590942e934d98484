/// The direction a locale's text runs in: the `dir` of a preview frame, and whether `W906`
/// applies.
public enum TextDirection: String, Hashable, Sendable {
    case ltr, rtl

    /// The languages SPEC §16.5 names as right-to-left: Arabic, Hebrew, Persian, Urdu, Pashto,
    /// Sindhi, Yiddish, Divehi, Uyghur and Central Kurdish.
    static let rightToLeftLanguages: Set<String> = ["ar", "he", "fa", "ur", "ps", "sd", "yi", "dv", "ug", "ckb"]

    /// Scripts written right to left (ISO 15924; UAX #9's strong R and AL scripts that BCP 47
    /// tags name): a script subtag decides before the language (`az-Arab` is `rtl`, `sd-Deva`
    /// is `ltr`).
    static let rightToLeftScripts: Set<String> = [
        "Adlm", "Arab", "Aran", "Armi", "Avst", "Cprt", "Hebr", "Hatr", "Khar", "Lydi", "Mand", "Mani", "Mend", "Narb",
        "Nbat", "Nkoo", "Orkh", "Palm", "Phli", "Phlp", "Phnx", "Prti", "Rohg", "Samr", "Sarb", "Sogd", "Sogo", "Syrc",
        "Thaa", "Yezi",
    ]

    /// Whether the BCP 47 tag `tag` is written right to left; false for a tag that does not read.
    public static func isRightToLeft(_ tag: String) -> Bool {
        LanguageTag(tag).map { TextDirection(of: $0) == .rtl } ?? false
    }

    public init(of tag: LanguageTag) {
        if let script = tag.script {
            self = TextDirection.rightToLeftScripts.contains(script) ? .rtl : .ltr
        } else {
            self = TextDirection.rightToLeftLanguages.contains(tag.language) ? .rtl : .ltr
        }
    }
}
