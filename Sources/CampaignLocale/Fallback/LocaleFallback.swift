/// `localisation.fallback` (SPEC §16.1).
public enum FallbackRule: String, Hashable, Sendable {
    /// A user whose tag has no text falls back along the tag's prefixes (`fr-CA` → `fr`).
    case language
    /// Only the exact tag, else the source text.
    case none
}

/// Which text a user sees.
public enum LocaleChoice: Hashable, Sendable {
    /// The translation of the user's own tag.
    case exact(LanguageTag)
    /// The translation of a shorter prefix of the user's tag that is one of the locales.
    case fallback(LanguageTag)
    /// The source text (campaign as written).
    case source

    /// The locale whose text is shown, nil for the source.
    public var locale: LanguageTag? {
        switch self {
        case .exact(let tag), .fallback(let tag): return tag
        case .source: return nil
        }
    }
}

public enum LocaleFallback {
    /// The text for a user whose locale is `user`: the exact tag when it is one of `locales`,
    /// then (with `.language`) each shorter prefix of the tag in turn — the region dropped, then
    /// the script (`zh-Hant-TW` → `zh-Hant` → `zh`, RFC 4647's lookup) — when it is one of
    /// `locales`, else the source. Never a sibling: `de-AT` does not reach `de-DE`. A tag (or
    /// prefix) equal to `source` is the source text.
    public static func choose(for user: LanguageTag, source: LanguageTag, locales: [LanguageTag], rule: FallbackRule) -> LocaleChoice {
        if user == source { return .source }
        if locales.contains(user) { return .exact(user) }
        guard rule == .language else { return .source }
        var candidate = user.truncated
        while let tag = candidate {
            if tag == source { return .source }
            if locales.contains(tag) { return .fallback(tag) }
            candidate = tag.truncated
        }
        return .source
    }
}
