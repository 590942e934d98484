/// Why a dialect rejects a pattern: a reason in campaignc's words and where (0-based, in the
/// dialect's characters: code points for ICU, UTF-16 code units for JavaScript).
public struct PatternSyntaxError: Error, Hashable, Sendable {
    public let reason: String
    public let offset: Int

    public init(_ reason: String, at offset: Int) {
        self.reason = reason
        self.offset = offset
    }
}
