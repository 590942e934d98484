import CampaignYAML

/// One step from a document's root to a node: a mapping key, or an entry of a list.
enum PathStep: Hashable, Sendable {
    case key(String)
    case item
}

/// Where a cursor stands in a flow collection that opens on its line (SPEC §13.7): after `{`
/// or `,` in a mapping (a key), after `key:` (its value), or after `[` or `,` in a sequence (an
/// entry), with the mapping's entries around it.
struct FlowScanner {
    let bytes: [UInt8]
    /// The flow collection's opening bracket.
    let start: Int
    /// The end of the line.
    let end: Int
    let cursor: Int

    enum Slot: Hashable, Sendable {
        case key
        case value(String)
        case item
    }

    struct Found: Hashable, Sendable {
        var slot: Slot
        /// From the collection's own node to the mapping or sequence at the cursor.
        var steps: [PathStep]
        /// The scalar entries of the mapping at the cursor (all of the line, before and after it).
        var entries: [String: String]
        /// Where the word before the cursor starts.
        var wordStart: Int
    }

    private final class Frame {
        let isMapping: Bool
        let steps: [PathStep]
        var entries: [String: String] = [:]
        var key: String?
        var expectsValue = false
        /// A scalar read but not yet placed (a key until `:` comes).
        var pending: String?

        init(isMapping: Bool, steps: [PathStep]) {
            self.isMapping = isMapping
            self.steps = steps
        }

        /// A scalar read in this collection: a value when one is expected, else a key to be.
        func place(_ text: String) {
            if isMapping, expectsValue, let key {
                entries[key] = text
            } else {
                pending = text
            }
        }

        /// The end of an entry (`,` or the closing bracket).
        func finish() {
            if isMapping, let key, entries[key] == nil { entries[key] = "" }
            if isMapping, !expectsValue, let pending, entries[pending] == nil { entries[pending] = "" }
            key = nil
            pending = nil
            expectsValue = false
        }
    }

    /// The cursor's place, or nil when it is inside a quoted scalar, a comment, or after text
    /// that is not a word (or after the collection closed).
    func scan() -> Found? {
        var stack: [Frame] = []
        var found: (frame: Frame, slot: Slot, wordStart: Int, typed: String)?
        var index = start
        while index < end {
            if found == nil, index >= cursor {
                return nil  // the cursor was not at a word boundary the scan recognises
            }
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                // Nesting deeper than YAML's limit (SPEC §7) gets no context, never a cost per level.
                guard stack.count < YAMLLimits.standard.maxDepth else { return nil }
                let parent = stack.last
                let steps = parent.map { $0.steps + ($0.isMapping ? [.key($0.key ?? $0.pending ?? "")] : [.item]) } ?? []
                stack.append(Frame(isMapping: byte == UInt8(ascii: "{"), steps: steps))
                index += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                let closed = stack.removeLast()
                closed.finish()
                if let found, found.frame === closed || stack.isEmpty { return result(found) }
                if stack.isEmpty { return nil }
                index += 1
            case UInt8(ascii: ","):
                stack.last?.finish()
                index += 1
            case UInt8(ascii: ":") where isIndicator(at: index):
                if let frame = stack.last, frame.isMapping {
                    frame.key = frame.pending
                    frame.pending = nil
                    frame.expectsValue = true
                }
                index += 1
            case UInt8(ascii: " "), UInt8(ascii: "\t"):
                index += 1
            case UInt8(ascii: "#") where bytes[index - 1] == UInt8(ascii: " ") || bytes[index - 1] == UInt8(ascii: "\t"):
                return found.map(result)
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                let lexer = LineLexer(bytes: bytes, start: index, end: end)
                guard let after = lexer.closingQuote(byte, from: index + 1) else { return found.map(result) }
                if found == nil, cursor < after { return nil }
                stack.last?.place(String(decoding: bytes[(index + 1)..<(after - 1)], as: UTF8.self))
                index = after
            default:
                guard let frame = stack.last else { return nil }
                let scalarEnd = plainEnd(from: index)
                let text = String(decoding: bytes[index..<scalarEnd], as: UTF8.self)
                if found == nil, cursor <= scalarEnd {
                    guard WordCharacters.start(before: cursor, in: bytes, from: start) == index else { return nil }
                    found = (frame, slot(of: frame), index, text)
                }
                frame.place(text)
                index = scalarEnd
            }
            if found == nil, index == cursor, let frame = stack.last, indicatorBefore(cursor) {
                found = (frame, slot(of: frame), cursor, "")
            }
        }
        return found.map(result)
    }

    private func result(_ found: (frame: Frame, slot: Slot, wordStart: Int, typed: String)) -> Found {
        var entries = found.frame.entries
        if found.slot == .key { entries[found.typed] = nil }
        return Found(slot: found.slot, steps: found.frame.steps, entries: entries, wordStart: found.wordStart)
    }

    private func slot(of frame: Frame) -> Slot {
        guard frame.isMapping else { return .item }
        if frame.expectsValue, let key = frame.key { return .value(key) }
        return .key
    }

    /// Whether only blanks stand between an indicator (`{ [ , :`) and `offset`.
    private func indicatorBefore(_ offset: Int) -> Bool {
        var index = offset - 1
        while index >= start, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") { index -= 1 }
        return index >= start && "{[,:".utf8.contains(bytes[index])
    }

    /// `:` followed by a blank, a flow indicator or the line's end, or right after a quote.
    private func isIndicator(at index: Int) -> Bool {
        if index + 1 >= end { return true }
        let next = bytes[index + 1]
        return next == UInt8(ascii: " ") || next == UInt8(ascii: "\t") || ",[]{}".utf8.contains(next)
            || (index > start && (bytes[index - 1] == UInt8(ascii: "\"") || bytes[index - 1] == UInt8(ascii: "'")))
    }

    /// The end of a plain scalar in flow: before `,`, a bracket, `: ` or ` #`, without trailing blanks.
    private func plainEnd(from start: Int) -> Int {
        var index = start
        while index < end {
            let byte = bytes[index]
            if ",[]{}".utf8.contains(byte) { break }
            if byte == UInt8(ascii: ":"), isIndicator(at: index) { break }
            if byte == UInt8(ascii: "#"), index > start, bytes[index - 1] == UInt8(ascii: " ") { break }
            index += 1
        }
        while index > start, bytes[index - 1] == UInt8(ascii: " ") || bytes[index - 1] == UInt8(ascii: "\t") { index -= 1 }
        return index
    }
}

/// The characters of a word before the cursor (SPEC §13.7): `A–Z a–z 0–9 _ . -`.
enum WordCharacters {
    static func contains(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): true
        case UInt8(ascii: "_"), UInt8(ascii: "."), UInt8(ascii: "-"): true
        default: false
        }
    }

    /// The offset where the word ending at `offset` starts.
    static func start(before offset: Int, in bytes: [UInt8], from lineStart: Int) -> Int {
        var index = offset
        while index > lineStart, contains(bytes[index - 1]) { index -= 1 }
        return index
    }
}
