import CanonicalJSON

// Positions and ranges a client sends are untrusted (SPEC §13.3, §13.4): a position is two
// integers from 0 to 2^31 - 1 (LSP's `uinteger`), a range two positions in order. What lies past
// a line's end or the last line is not an error: it means the end of that line or of the text.
extension LSPPosition {
    /// A request's `position`, or `-32602`.
    init(params json: JSONValue?) throws(RPCError) {
        guard let position = LSPPosition(json: json) else {
            throw .invalidParams("position must be a line and a character, two non-negative integers")
        }
        self = position
    }
}

extension LSPRange {
    /// A request's `range`, or `-32602`: a reversed range is no range (LSP's `end` is after
    /// `start`), never silently swapped.
    init(params json: JSONValue?) throws(RPCError) {
        guard let start = LSPPosition(json: json?["start"]), let end = LSPPosition(json: json?["end"]) else {
            throw .invalidParams("range must be two positions, each a line and a character, two non-negative integers")
        }
        guard start <= end else {
            throw .invalidParams(
                "range.end (line \(end.line), character \(end.character)) is before range.start (line \(start.line), character \(start.character))")
        }
        self.init(start: start, end: end)
    }
}
