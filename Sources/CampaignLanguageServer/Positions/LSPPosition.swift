import CanonicalJSON

/// A position of LSP: a 0-based line and a 0-based character offset in the negotiated
/// encoding.
public struct LSPPosition: Hashable, Sendable, Comparable {
    public var line: Int
    public var character: Int

    public init(line: Int, character: Int) {
        self.line = line
        self.character = character
    }

    public static func < (a: LSPPosition, b: LSPPosition) -> Bool {
        (a.line, a.character) < (b.line, b.character)
    }

    var json: JSONValue { ["line": JSONValue(line), "character": JSONValue(character)] }

    /// `{"line", "character"}` with two non-negative integers, or nil.
    init?(json: JSONValue?) {
        guard case .integer(let line)? = json?["line"], case .integer(let character)? = json?["character"],
            line >= 0, character >= 0, line <= Int64(Int32.max), character <= Int64(Int32.max)
        else { return nil }
        self.init(line: Int(line), character: Int(character))
    }
}

/// A range of LSP: start and exclusive end.
public struct LSPRange: Hashable, Sendable {
    public var start: LSPPosition
    public var end: LSPPosition

    public init(start: LSPPosition, end: LSPPosition) {
        self.start = start
        self.end = end
    }

    var json: JSONValue { ["start": start.json, "end": end.json] }

    /// `{"start", "end"}`, two positions with `start` not after `end`, or nil.
    init?(json: JSONValue?) {
        guard let start = LSPPosition(json: json?["start"]), let end = LSPPosition(json: json?["end"]), start <= end else { return nil }
        self.init(start: start, end: end)
    }
}
