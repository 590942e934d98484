/// Why a text is not a locale tag campaignc takes, where (scalar offsets into the text as
/// written), and what to write instead when there is one answer.
public struct LanguageTagProblem: Error, Hashable, Sendable {
    /// The part of a BCP 47 tag that campaignc's locales do not take.
    public enum Part: String, Hashable, Sendable {
        case variant
        case `extension`
        case privateUse = "private use"
        case grandfathered
    }

    public enum Kind: Hashable, Sendable {
        /// Nothing written.
        case empty
        /// A character other than an ASCII letter, digit or `-`.
        case badCharacter(Unicode.Scalar)
        /// `fr--FR`, `fr-`, `-fr`.
        case emptySubtag
        /// A subtag of more than 8 characters.
        case subtagTooLong(String)
        /// `fr_FR`: subtags separated by `_` (the fix is the tag with `-`).
        case underscore
        /// A valid tag in the wrong case (`FR-fr`; the fix is the canonical spelling).
        case wrongCase
        /// No ISO 639 language; the fix comes from the ISO names (`english` → `en`) when one matches.
        case unknownLanguage(String)
        /// `qaa`–`qtz`, reserved for local use.
        case reservedLanguage(String)
        /// `und`, `mul`, `mis`, `zxx`: ISO 639 codes that name no language.
        case specialLanguage(String, name: String)
        /// An ISO 639-2 code of a group of languages (`sla`, Slavic languages).
        case languageGroup(String)
        /// A three-letter code (639-2/T, 639-2/B or 639-3) of a language that has a two-letter one.
        case longLanguageCode(String, twoLetter: String)
        /// A withdrawn two-letter code (`iw` for `he`) that old Java and Android APIs still return.
        case withdrawnLanguage(String, current: String)
        /// A BCP 47 extended language subtag (`zh-yue`); the language alone is the canonical form.
        case extlang(String)
        /// A four-letter subtag that is no ISO 15924 script we take.
        case unknownScript(String)
        /// A two-letter subtag that is no ISO 3166-1 code, or three digits that are no M.49 area.
        case unknownRegion(String)
        /// An ISO 3166-1 alpha-3 or numeric code (`USA`, `250`) where BCP 47 takes the alpha-2 one.
        case regionForm(String, alpha2: String)
        /// A subtag that is neither a script nor a region at its place (`en-US-GB`, `en-abc`).
        case unexpectedSubtag(String)
        /// A variant, extension, private-use part or grandfathered tag: campaignc's locales are
        /// `language[-Script][-REGION]` (the fix is the tag without that part, when valid).
        case unsupported(Part, subtag: String)
    }

    public let kind: Kind
    /// The scalar offsets of the offending subtag (or character) in the text as written.
    public let range: Range<Int>
    /// The whole tag to write instead, when one valid tag is the answer (`fr-FR` for `fr_FR`,
    /// `en` for `english`); `help` words it.
    public let fix: String?

    public init(_ kind: Kind, at range: Range<Int>, fix: String? = nil) {
        self.kind = kind
        self.range = range
        self.fix = fix
    }
}
