import CampaignDiagnostics

/// One pass over a file's bytes before libyaml sees them: encoding problems (E006),
/// the byte-order mark, whether libyaml's marks can be used as positions directly,
/// and whether characters that YAML forbids are present.
struct InputScan {
    enum Problem: Equatable {
        /// A byte that does not start or continue a valid UTF-8 sequence.
        case invalidByte(offset: Int, value: UInt8)
        case nul(offset: Int)
        /// (v3) The file starts with the byte-order mark of UTF-16 or UTF-32: it is text in
        /// another encoding, which the message names with how to convert it.
        case otherEncoding(ForeignEncoding)
    }

    /// The first encoding problem; when set, nothing else was scanned.
    private(set) var problem: Problem?
    /// 3 when the file starts with a UTF-8 byte-order mark, else 0.
    private(set) var bomLength = 0
    /// Only ASCII: libyaml's character index is the byte offset and its line and column
    /// are ours.
    private(set) var isSimple = true
    /// Characters that are valid UTF-8 but not allowed in YAML (C0 and C1 controls other
    /// than tab and line ends, DEL, U+FFFE, U+FFFF).
    private(set) var hasControlCharacters = false
    /// The position just after the last byte (when there is no problem).
    private(set) var endPosition = SourcePosition.start
    /// Offsets of the byte-order marks that start a line after the first one (YAML allows one
    /// at the start of every document; libyaml only at the start of its input).
    private(set) var innerBOMs: [Int] = []
    /// Offsets of the characters that take more than one byte, in order, for turning
    /// libyaml's character indexes into byte offsets without walking the bytes between
    /// them; nil when there are more than `maxWideCharacters` (the bytes are walked then).
    private(set) var wideCharacters: [UInt32]? = []

    /// Offsets of the Unicode spaces (`LookalikeCharacters.isSpace`) that stand in a line's
    /// indentation — the first of each such line, at most `maxIndentationSpaces`: YAML reads
    /// them as text, so the line is not indented as it looks.
    private(set) var indentationSpaces: [Int] = []

    static let maxIndentationSpaces = 1000

    /// At most this many wide characters are listed (256 KiB of offsets).
    static let maxWideCharacters = 1 << 16

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        let count = bytes.count
        if let encoding = ForeignEncoding(byteOrderMark: bytes) {
            problem = .otherEncoding(encoding)
            return
        }
        if count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            bomLength = 3
        }
        var i = bomLength
        var lines = 1
        var lineStart = bomLength
        let base = UnsafeRawPointer(bytes.baseAddress)
        while i < count {
            // Eight printable ASCII bytes or line feeds at a time: the common case.
            if let base, i + 8 <= count,
                let feeds = InputScan.lineFeedsAmongPrintableASCII(base.loadUnaligned(fromByteOffset: i, as: UInt64.self))
            {
                if feeds != 0 {
                    lines += feeds.nonzeroBitCount
                    lineStart = i + (63 - feeds.leadingZeroBitCount) / 8 + 1
                }
                i += 8
                continue
            }
            let b = bytes[i]
            if b >= 0x20 && b < 0x7F {
                i += 1
                continue
            }
            if b < 0x80 {
                switch b {
                case 0x00:
                    problem = .nul(offset: i)
                    return
                case 0x0A:
                    lines += 1
                    lineStart = i + 1
                case 0x09:
                    break
                case 0x0D:
                    if i + 1 >= count || bytes[i + 1] != 0x0A {
                        lines += 1
                        lineStart = i + 1
                    }
                default:
                    hasControlCharacters = true
                }
                i += 1
                continue
            }
            isSimple = false
            let width = InputScan.sequenceWidth(bytes, at: i)
            if width == 0 {
                problem = .invalidByte(offset: i, value: b)
                return
            }
            if InputScan.isControl(bytes, at: i, width: width) { hasControlCharacters = true }
            if let listed = wideCharacters?.count {
                if listed < InputScan.maxWideCharacters, let offset = UInt32(exactly: i) {
                    wideCharacters?.append(offset)
                } else {
                    wideCharacters = nil
                }
            }
            if width == 3, i == lineStart, b == 0xEF, bytes[i + 1] == 0xBB, bytes[i + 2] == 0xBF { innerBOMs.append(i) }
            if width <= 3, indentationSpaces.count < Self.maxIndentationSpaces, indentationSpaces.last.map({ $0 < lineStart }) ?? true,
                LookalikeCharacters.isSpace(Self.scalar(bytes, at: i, width: width)), Self.onlyBlanks(bytes, from: lineStart, to: i)
            {
                indentationSpaces.append(i)
            }
            let isBreak = LineBreak.unicodeLength(in: bytes, at: i) > 0
            i += width
            if isBreak {
                // NEL, LINE SEPARATOR, PARAGRAPH SEPARATOR end a line, as in libyaml.
                lines += 1
                lineStart = i
            }
        }
        var column = 1
        for k in lineStart..<count where bytes[k] & 0xC0 != 0x80 { column += 1 }
        endPosition = SourcePosition(line: lines, column: column, offset: count)
    }

    /// When each of the eight bytes of `word` (little-endian) is in 0x20...0x7E or is a line
    /// feed: a mask with the high bit of each line feed set (0 when there is none). Nil when
    /// any other byte is there. Each byte is tested exactly (no borrow crosses bytes).
    @inline(__always)
    static func lineFeedsAmongPrintableASCII(_ word: UInt64) -> UInt64? {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let lows: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        let highs: UInt64 = 0x8080_8080_8080_8080
        guard word & highs == 0 else { return nil }
        // With the high bits clear, adding to the low seven bits never carries into the next byte.
        let belowSpace = ~(word &+ ones &* 0x60) & highs
        let feed = word ^ (ones &* 0x0A)
        let isFeed = ~((feed & lows) &+ lows | feed | lows)
        let del = word ^ (ones &* 0x7F)
        let isDel = ~((del & lows) &+ lows | del | lows)
        guard (belowSpace & ~isFeed) | isDel == 0 else { return nil }
        return isFeed
    }

    /// The code point of the valid two- or three-byte sequence at `i`.
    static func scalar(_ bytes: UnsafeBufferPointer<UInt8>, at i: Int, width: Int) -> UInt32 {
        let b = UInt32(bytes[i])
        if width == 2 { return (b & 0x1F) << 6 | UInt32(bytes[i + 1] & 0x3F) }
        return (b & 0x0F) << 12 | UInt32(bytes[i + 1] & 0x3F) << 6 | UInt32(bytes[i + 2] & 0x3F)
    }

    /// True when `bytes[start..<end]` holds only spaces and tabs, checked from the end (so
    /// the cost is the run of blanks before `end`, not the line).
    static func onlyBlanks(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Bool {
        var k = end
        while k > start {
            k -= 1
            let b = bytes[k]
            guard b == 0x20 || b == 0x09 else { return false }
        }
        return true
    }

    /// The length of the valid UTF-8 sequence starting at `i` (a non-ASCII lead byte),
    /// or 0 when the bytes there are not valid UTF-8.
    static func sequenceWidth(_ bytes: UnsafeBufferPointer<UInt8>, at i: Int) -> Int {
        let b = bytes[i]
        let width: Int
        var low: UInt8 = 0x80
        var high: UInt8 = 0xBF
        switch b {
        case 0xC2...0xDF: width = 2
        case 0xE0:
            width = 3
            low = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: width = 3
        case 0xED:
            width = 3
            high = 0x9F
        case 0xF0:
            width = 4
            low = 0x90
        case 0xF1...0xF3: width = 4
        case 0xF4:
            width = 4
            high = 0x8F
        default: return 0
        }
        guard i + width <= bytes.count else { return 0 }
        let second = bytes[i + 1]
        guard second >= low && second <= high else { return 0 }
        var k = 2
        while k < width {
            guard bytes[i + k] & 0xC0 == 0x80 else { return 0 }
            k += 1
        }
        return width
    }

    /// Whether the valid sequence at `i` is a character YAML does not allow.
    static func isControl(_ bytes: UnsafeBufferPointer<UInt8>, at i: Int, width: Int) -> Bool {
        let b = bytes[i]
        if width == 1 {
            return (b < 0x20 && b != 0x09 && b != 0x0A && b != 0x0D) || b == 0x7F
        }
        if width == 2 && b == 0xC2 {
            let c = bytes[i + 1]
            return c < 0xA0 && c != 0x85
        }
        if width == 3 && b == 0xEF {
            return bytes[i + 1] == 0xBF && (bytes[i + 2] == 0xBE || bytes[i + 2] == 0xBF)
        }
        return false
    }

    /// A copy of `bytes` where every forbidden character is replaced by an allowed one of
    /// the same width in bytes and characters, so that libyaml's marks keep their meaning.
    /// The documents that held one are dropped after an E001, so the stand-in is never seen.
    static func sanitized(_ bytes: [UInt8]) -> [UInt8] {
        var copy = bytes
        copy.withUnsafeMutableBufferPointer { out in
            let view = UnsafeBufferPointer(out)
            var i = 0
            while i < view.count {
                let b = view[i]
                let width = b < 0x80 ? 1 : max(1, sequenceWidth(view, at: i))
                if isControl(view, at: i, width: width) {
                    switch width {
                    case 1: out[i] = UInt8(ascii: "x")
                    case 2: out[i + 1] = 0xA0
                    default: out[i + 2] = 0xBD
                    }
                }
                i += width
            }
        }
        return copy
    }
}
