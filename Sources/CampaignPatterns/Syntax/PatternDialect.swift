/// The two readings of a pattern the platforms use.
public enum PatternDialect: String, Hashable, Sendable, CaseIterable {
    /// ICU, as iOS's regular expressions read it, and Android's ICU-based `java.util.regex`
    /// as campaignc models it.
    case icu
    /// JavaScript's `new RegExp(pattern)` without flags (ECMAScript with Annex B, as node and
    /// the browsers read it), as the Web SDK reads it.
    case javaScript
}
