/// The entry points: read a pattern in a dialect, and search with it.
public enum RegularExpression {
    /// The deepest nesting of groups and sets campaignc reads (the platforms read deeper
    /// ones; no real pattern nests this deep, and a limit keeps the parser's stack bounded).
    public static let maximumNesting = 250

    static func nestingError(at offset: Int) -> PatternSyntaxError {
        PatternSyntaxError(
            "the group or set at column \(offset + 1) is nested more than \(maximumNesting) deep, more than campaignc reads", at: offset)
    }

    /// `pattern` as `dialect` reads it; `caseInsensitive` is ICU's `CASE_INSENSITIVE` option
    /// (JavaScript's reading does not depend on it: the Web SDK passes no flags).
    public static func parse(_ pattern: String, dialect: PatternDialect, caseInsensitive: Bool = false) -> Result<ParsedPattern, PatternSyntaxError> {
        do throws(PatternSyntaxError) {
            switch dialect {
            case .icu: return .success(try ICUParser.parse(pattern, caseInsensitive: caseInsensitive))
            case .javaScript: return .success(try JavaScriptParser.parse(pattern))
            }
        } catch {
            return .failure(error)
        }
    }
}
