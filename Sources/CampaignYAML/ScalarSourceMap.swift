public import CampaignDiagnostics

/// Where each character of a scalar's value was written: for the value's Unicode scalar `i`,
/// the file position of the source character it came from, through YAML's quoting, escapes
/// (a character written as `\"` or `\u00e9` maps to the escape's `\`), folding and block
/// scalars. Built from the raw bytes of the scalar's range, so the tree keeps nothing extra.
///
/// The value is aligned with the raw text: a character written as itself maps to itself, an
/// escape to its `\`, a line break or space that folding made to the break it came from;
/// indentation, quotes and the whitespace YAML drops are skipped. When the raw text cannot
/// account for a character (a value that was not read from this range), it maps to the
/// scalar's start, so a report is never off the scalar.
public struct ScalarSourceMap: Sendable, Equatable {
    /// The position of each Unicode scalar of the value, then the position just after the
    /// last one (the end of the field).
    public let positions: [SourcePosition]

    /// Maps `value`, read from the scalar written at `range` of `source`.
    public init(value: String, range: SourceRange, source: SourceFile) {
        var aligner = ScalarAligner(bytes: source.bytes, range: range)
        positions = aligner.align(Array(value.unicodeScalars))
    }

    /// The number of Unicode scalars of the value.
    public var count: Int { positions.count - 1 }

    /// The position of the value's Unicode scalar `index` (the end for `count` or more).
    public func position(_ index: Int) -> SourcePosition {
        positions[max(0, min(index, positions.count - 1))]
    }

    /// The file range of the value's scalars `range`: from its first character's position to
    /// the position of the character after its last one.
    public func range(_ range: Range<Int>) -> SourceRange {
        let start = position(range.lowerBound)
        return SourceRange(start: start, end: max(start, position(range.upperBound)))
    }
}

/// The walk behind `ScalarSourceMap`: a cursor over the raw bytes of one scalar.
struct ScalarAligner {
    let bytes: [UInt8]
    let range: SourceRange
    /// The cursor: byte offset and its line and column.
    var offset: Int
    var line: Int
    var column: Int
    /// Where the scalar's content ends (before a closing quote).
    var end: Int
    var style: ScalarStyle = .plain

    init(bytes: [UInt8], range: SourceRange) {
        self.bytes = bytes
        self.range = range
        offset = max(0, min(range.start.offset, bytes.count))
        line = range.start.line
        column = range.start.column
        end = max(offset, min(range.end.offset, bytes.count))
    }

    var position: SourcePosition { SourcePosition(line: line, column: column, offset: offset) }

    mutating func align(_ value: [Unicode.Scalar]) -> [SourcePosition] {
        skipProperties()
        startContent()
        var positions: [SourcePosition] = []
        positions.reserveCapacity(value.count + 1)
        var aligned = true
        for scalar in value {
            if aligned, let found = next(matching: scalar) {
                positions.append(found)
            } else {
                aligned = false
                positions.append(range.start)
            }
        }
        positions.append(aligned ? position : range.end)
        return positions
    }

    /// Skips an anchor (`&a`) or a tag (`!!str`, `!x`) written before the scalar.
    private mutating func skipProperties() {
        while offset < end, bytes[offset] == UInt8(ascii: "&") || bytes[offset] == UInt8(ascii: "!") {
            while offset < end, !isBlank(offset), breakLength(offset) == 0 { advance() }
            while offset < end, isBlank(offset) || breakLength(offset) > 0 { advance() }
        }
    }

    /// Reads the style from the first character and moves to the first character of content.
    private mutating func startContent() {
        guard offset < end else { return }
        switch bytes[offset] {
        case UInt8(ascii: "\""):
            style = .doubleQuoted
            advance()
            if end > offset, bytes[end - 1] == UInt8(ascii: "\"") { end -= 1 }
        case UInt8(ascii: "'"):
            style = .singleQuoted
            advance()
            if end > offset, bytes[end - 1] == UInt8(ascii: "'") { end -= 1 }
        case UInt8(ascii: "|"), UInt8(ascii: ">"):
            style = bytes[offset] == UInt8(ascii: "|") ? .literal : .folded
            // The header (indicators, a comment) runs to the end of its line.
            while offset < end, breakLength(offset) == 0 { advance() }
            if offset < end { advance() }
        default:
            style = .plain
        }
    }

    /// The position of the source character that gives `scalar`, moving past it; nil when the
    /// raw text cannot give it.
    private mutating func next(matching scalar: Unicode.Scalar) -> SourcePosition? {
        while offset < end {
            let here = position
            let breakBytes = breakLength(offset)
            if breakBytes > 0 {
                advance()
                if scalar == "\n" || scalar == " " { return here }
                continue
            }
            let (raw, length) = decode(offset)
            if style == .doubleQuoted, raw == "\\" {
                let (escaped, escapeLength) = escape(at: offset)
                if escaped == nil {
                    // `\` then a line break: the break and the next line's indentation vanish.
                    advance(bytes: escapeLength)
                    continue
                }
                if escaped == scalar {
                    advance(bytes: escapeLength)
                    return here
                }
                return nil
            }
            if raw == scalar {
                advance(bytes: length)
                if style == .singleQuoted, raw == "'", offset < end, bytes[offset] == UInt8(ascii: "'") { advance() }
                return here
            }
            if raw == " " || raw == "\t" {
                advance(bytes: length)
                continue
            }
            return nil
        }
        // Block scalars may end in breaks the range leaves out (`|+`).
        return scalar == "\n" ? position : nil
    }

    /// The character an escape of a double-quoted scalar stands for and its length in bytes;
    /// nil for an escaped line break.
    private func escape(at index: Int) -> (Unicode.Scalar?, Int) {
        guard index + 1 < end else { return ("\\", 1) }
        let letter = bytes[index + 1]
        let simple: [UInt8: Unicode.Scalar] = [
            UInt8(ascii: "0"): "\0", UInt8(ascii: "a"): "\u{07}", UInt8(ascii: "b"): "\u{08}", UInt8(ascii: "t"): "\t",
            0x09: "\t", UInt8(ascii: "n"): "\n", UInt8(ascii: "v"): "\u{0B}", UInt8(ascii: "f"): "\u{0C}",
            UInt8(ascii: "r"): "\r", UInt8(ascii: "e"): "\u{1B}", UInt8(ascii: " "): " ", UInt8(ascii: "\""): "\"",
            UInt8(ascii: "/"): "/", UInt8(ascii: "\\"): "\\", UInt8(ascii: "N"): "\u{85}", UInt8(ascii: "_"): "\u{A0}",
            UInt8(ascii: "L"): "\u{2028}", UInt8(ascii: "P"): "\u{2029}",
        ]
        if let scalar = simple[letter] { return (scalar, 2) }
        if breakLength(index + 1) > 0 {
            var skip = 1 + breakLength(index + 1)
            while index + skip < end, bytes[index + skip] == UInt8(ascii: " ") || bytes[index + skip] == 0x09 { skip += 1 }
            return (nil, skip)
        }
        let digits: Int
        switch letter {
        case UInt8(ascii: "x"): digits = 2
        case UInt8(ascii: "u"): digits = 4
        case UInt8(ascii: "U"): digits = 8
        default: return ("\\", 1)
        }
        guard index + 2 + digits <= end else { return ("\\", 1) }
        var value: UInt32 = 0
        for byte in bytes[(index + 2)..<(index + 2 + digits)] {
            guard let digit = hexDigit(byte) else { return ("\\", 1) }
            value = value * 16 + digit
        }
        return (Unicode.Scalar(value) ?? "\u{FFFD}", 2 + digits)
    }

    private func hexDigit(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(byte - UInt8(ascii: "A") + 10)
        default: return nil
        }
    }

    private func isBlank(_ index: Int) -> Bool { bytes[index] == UInt8(ascii: " ") || bytes[index] == 0x09 }

    private func breakLength(_ index: Int) -> Int { LineBreak.length(in: bytes, at: index) }

    /// The Unicode scalar at `index` and its length in bytes (U+FFFD for a broken sequence).
    private func decode(_ index: Int) -> (Unicode.Scalar, Int) {
        let lead = bytes[index]
        let length = lead < 0x80 ? 1 : lead >> 5 == 0b110 ? 2 : lead >> 4 == 0b1110 ? 3 : lead >> 3 == 0b11110 ? 4 : 1
        guard index + length <= bytes.count else { return ("\u{FFFD}", 1) }
        var decoder = UTF8()
        var iterator = bytes[index..<(index + length)].makeIterator()
        if case .scalarValue(let scalar) = decoder.decode(&iterator) { return (scalar, length) }
        return ("\u{FFFD}", 1)
    }

    /// Moves past one character (a line break as one).
    private mutating func advance() {
        let breakBytes = breakLength(offset)
        if breakBytes > 0 {
            offset += breakBytes
            line += 1
            column = 1
        } else {
            offset += decode(offset).1
            column += 1
        }
    }

    /// Moves past `count` bytes, counting lines and columns.
    private mutating func advance(bytes count: Int) {
        let target = offset + count
        while offset < target && offset < bytes.count { advance() }
    }
}
