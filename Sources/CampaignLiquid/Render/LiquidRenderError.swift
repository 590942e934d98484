/// A problem that stops rendering: what Shopify's Liquid raises on, and limits of the run.
/// `range` is the output or tag (in the rendered template) where it happened.
public struct LiquidRenderError: Error, Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        /// An integer `divided_by` or `modulo` 0.
        case divisionByZero(filter: String)
        /// `date` (or `time_zone`) of a value that is no time.
        case notATime(String)
        /// A filter argument Shopify's Liquid refuses (`invalid integer`, `concat` of a non-array).
        case invalidArgument(filter: String, detail: String)
        /// `<`, `>`, `<=`, `>=` or `sort` across a number and a string.
        case comparison(String)
        /// An integer result beyond 64 bits.
        case numberTooLarge
        /// More than 10,000 loop iterations in one render.
        case tooManyIterations(limit: Int)
        /// More than 1 MiB of output.
        case outputTooLarge(limit: Int)
        /// Content blocks or translations nested too deeply.
        case nestingTooDeep(limit: Int)
        /// No response given for this URL.
        case missingConnectedContent(url: String)
        /// A catalog the profile does not have.
        case missingCatalog(String)
        /// A time zone the rules do not know.
        case unknownTimeZone(String)
        /// A content block the profile does not have.
        case missingContentBlock(String)
        /// A problem in a content block's or translation's own text.
        case invalidTemplate(name: String, issue: String)
    }

    public var kind: Kind
    public var range: Range<Int>

    public init(_ kind: Kind, range: Range<Int>) {
        self.kind = kind
        self.range = range
    }

    /// The message, in the project's style.
    public var message: String {
        switch kind {
        case .divisionByZero(let filter): return "`\(filter)` by 0"
        case .notATime(let value): return "`date` of \(value), which is not a time"
        case .invalidArgument(let filter, let detail): return "`\(filter)`: \(detail)"
        case .comparison(let detail): return "cannot compare \(detail)"
        case .numberTooLarge: return "a number grew beyond 64 bits"
        case .tooManyIterations(let limit): return "loops ran more than \(limit) times"
        case .outputTooLarge(let limit): return "the text grew beyond \(limit) bytes"
        case .nestingTooDeep(let limit): return "content blocks and translations nested more than \(limit) deep"
        case .missingConnectedContent(let url): return "no `connected_content` response is given for \(url)"
        case .missingCatalog(let name): return "no catalog `\(name)` is given"
        case .unknownTimeZone(let name): return "unknown time zone `\(name)`"
        case .missingContentBlock(let name): return "no content block `\(name)` is given"
        case .invalidTemplate(let name, let issue): return "\(name) does not read as Liquid: \(issue)"
        }
    }
}
