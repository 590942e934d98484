/// A checked locale tag: BCP 47's `language[-Script][-REGION]` with an ISO 639 language, an
/// ISO 15924 script and an ISO 3166-1 region (or one of the UN M.49 areas BCP 47 allows, such as
/// `419`), spelled in BCP 47's canonical case (`fr`, `zh-Hant-TW`, `es-419`).
///
/// `LanguageTag.parse` is the one check; `docs/localisation.md` lists what it accepts.
public struct LanguageTag: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// Lowercase: two letters (ISO 639-1), or three (ISO 639-3) for a language without two.
    public let language: String
    /// Titlecase ISO 15924 code (`Latn`), if any.
    public let script: String?
    /// Uppercase ISO 3166-1 alpha-2 code or a three-digit UN M.49 area, if any.
    public let region: String?

    /// Builds a tag from subtags already checked and in canonical case.
    init(language: String, script: String?, region: String?) {
        self.language = language
        self.script = script
        self.region = region
    }

    /// The tag in canonical case, subtags joined by `-`.
    public var description: String {
        var text = language
        if let script { text += "-" + script }
        if let region { text += "-" + region }
        return text
    }

    /// The tag with only its language (`fr-CA` → `fr`).
    public var languageOnly: LanguageTag { LanguageTag(language: language, script: nil, region: nil) }

    /// The tag less its last subtag (`zh-Hant-TW` → `zh-Hant` → `zh`), or nil for a bare language:
    /// the steps of the locale fallback.
    public var truncated: LanguageTag? {
        if region != nil { return LanguageTag(language: language, script: script, region: nil) }
        if script != nil { return languageOnly }
        return nil
    }

    /// A tag checked with `parse`, or nil when it has any problem (wrong case included).
    public init?(_ text: String) {
        guard case .success(let tag) = LanguageTag.parse(text) else { return nil }
        self = tag
    }

    public static func < (left: LanguageTag, right: LanguageTag) -> Bool {
        left.description.utf8.lexicographicallyPrecedes(right.description.utf8)
    }
}
