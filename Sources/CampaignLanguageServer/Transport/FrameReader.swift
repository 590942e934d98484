#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Splits the input into messages by their `Content-Length` headers (SPEC §13.3), with
/// memory bounded whatever the input: a header line longer than `maxHeaderLine`, a block of
/// more than `maxHeaderLines` lines, or a body over `maxBody` is never kept, and how the bytes
/// are split into reads changes nothing.
///
/// A header line that cannot be part of a message makes its block unusable as soon as it is
/// read; the reader then skips to the next line beginning with `Content-Length:` (a line starts
/// after `\n`), looking from the bad line itself on, so the message right after it is kept.
struct FrameReader {
    static let maxBody = 64 << 20
    static let maxHeaderLine = 8 << 10
    static let maxHeaderLines = 64
    static let chunk = 1 << 16
    /// The most asked of the input at once (a read buffer is allocated at the size asked).
    static let largestRead = 1 << 20

    private let input: ByteInput
    /// Bytes read but not used yet: `buffer[position...]`.
    private var buffer: [UInt8] = []
    private var position = 0
    private var ended = false
    private var failure: StreamFailure?
    /// Set after an unusable header block, until a line beginning with `Content-Length:`.
    private var resynchronizing: Resynchronization?

    /// Where the skipping after an unusable block starts.
    private enum Resynchronization {
        /// At the start of a line, which may begin the next message.
        case atLineStart
        /// At the start of a line that cannot: the search starts after its first `\n`.
        case pastLine
    }

    init(input: ByteInput) {
        self.input = input
    }

    /// The next frame; `.end` once the input is over (and again on every later call).
    mutating func next() -> Frame {
        if let start = resynchronizing {
            guard skipToContentLength(from: start) else { return .end(failure) }
            resynchronizing = nil
        }
        var header = FrameHeader()
        var lineCount = 0
        while true {
            switch headerLine() {
            case .end:
                return .end(failure)
            case .tooLong:
                return unusable("a header line longer than \(Self.maxHeaderLine) bytes", resumingAt: .pastLine)
            case .line(let line):
                if line.isEmpty {
                    if lineCount == 0 { continue }  // a stray empty line between messages
                    guard let length = header.contentLength else { return unusable("no Content-Length header", resumingAt: .atLineStart) }
                    return body(length: length, foreignCharset: header.foreignCharset)
                }
                if lineCount == Self.maxHeaderLines {
                    position = line.startIndex
                    return unusable("more than \(Self.maxHeaderLines) header lines", resumingAt: .atLineStart)
                }
                do {
                    try header.add(line)
                } catch {
                    position = line.startIndex
                    return unusable(error.reason, resumingAt: .pastLine)
                }
                lineCount += 1
            }
        }
    }

    private mutating func unusable(_ reason: String, resumingAt start: Resynchronization) -> Frame {
        resynchronizing = start
        return .unusableHeader(reason)
    }

    private mutating func body(length: Int, foreignCharset: String?) -> Frame {
        if length > Self.maxBody {
            return discard(length) ? .oversized(length) : .end(failure)
        }
        guard let body = take(length) else { return .end(failure) }
        if let foreignCharset { return .unsupportedCharset(foreignCharset) }
        return .message(body)
    }

    private enum HeaderLine {
        case line(ArraySlice<UInt8>)
        /// No `\r\n` within `maxHeaderLine` bytes; the line's bytes are left unread.
        case tooLong
        case end
    }

    /// One line ending with `\r\n`, without it. Only the first `maxHeaderLine + 2` bytes are
    /// ever searched, so a longer line is too long however much of it is buffered.
    private mutating func headerLine() -> HeaderLine {
        let window = Self.maxHeaderLine + 2
        // How many bytes after `position` were searched already (a `\r` may end them).
        var searched = 0
        while true {
            let limit = min(buffer.count, position + window)
            if let end = crlf(from: position + max(0, searched - 1), before: limit) {
                let line = buffer[position..<end]
                position = end + 2
                return .line(line)
            }
            searched = limit - position
            if searched == window { return .tooLong }
            guard fill() else { return .end }
        }
    }

    /// The index of the first `\r\n` at or after `start` that ends before `limit`.
    private func crlf(from start: Int, before limit: Int) -> Int? {
        var index = start
        while index + 1 < limit, let carriageReturn = self.index(of: 0x0D, from: index, before: limit - 1) {
            if buffer[carriageReturn + 1] == 0x0A { return carriageReturn }
            index = carriageReturn + 1
        }
        return nil
    }

    /// The index of the first `byte` in `buffer[start..<limit]`, found by the C library's
    /// byte search (header lines and skipped bytes are searched a lot, byte by byte otherwise).
    private func index(of byte: UInt8, from start: Int, before limit: Int) -> Int? {
        guard start < limit else { return nil }
        return buffer.withUnsafeBufferPointer { bytes in
            guard let base = bytes.baseAddress, let found = memchr(base + start, Int32(byte), limit - start) else { return nil }
            return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
        }
    }

    /// Skips bytes up to the next line that begins with `Content-Length:` (any case); false at
    /// the end of the input. Bytes looked at are dropped as it goes.
    private mutating func skipToContentLength(from start: Resynchronization) -> Bool {
        var skipsLine = start == .pastLine
        while true {
            if skipsLine {
                guard skipPastNewline() else { return false }
            }
            guard let found = startsWithContentLength() else { return false }
            if found { return true }
            skipsLine = true
        }
    }

    /// Moves to the byte after the next `\n`; false at the end of the input.
    private mutating func skipPastNewline() -> Bool {
        while true {
            if let newline = index(of: 0x0A, from: position, before: buffer.count) {
                position = newline + 1
                return true
            }
            position = buffer.count
            guard fill() else { return false }
        }
    }

    /// Whether the bytes at `position` begin with `Content-Length:` (any case); nil when the
    /// input ends before that is known.
    private mutating func startsWithContentLength() -> Bool? {
        var matched = 0
        while matched < Self.contentLengthPrefix.count {
            if position + matched == buffer.count {
                guard fill() else { return nil }
                continue
            }
            guard lowercased(buffer[position + matched]) == Self.contentLengthPrefix[matched] else { return false }
            matched += 1
        }
        return true
    }

    private static let contentLengthPrefix = Array("content-length:".utf8)

    private func lowercased(_ byte: UInt8) -> UInt8 {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte
    }

    /// The next `count` bytes, or nil when the input ends first.
    private mutating func take(_ count: Int) -> [UInt8]? {
        while buffer.count - position < count {
            guard fill(wanting: count - (buffer.count - position)) else { return nil }
        }
        let bytes = Array(buffer[position..<(position + count)])
        position += count
        return bytes
    }

    /// Reads and drops `count` bytes, keeping at most one chunk at a time; false when the
    /// input ends first.
    private mutating func discard(_ count: Int) -> Bool {
        var left = count
        while left > 0 {
            if position == buffer.count {
                guard fill() else { return false }
            }
            let dropped = min(left, buffer.count - position)
            position += dropped
            left -= dropped
        }
        return true
    }

    /// Reads more input after the bytes kept; false at the end of the input.
    private mutating func fill(wanting: Int = chunk) -> Bool {
        guard !ended else { return false }
        if position > 0 {
            buffer.removeFirst(position)
            position = 0
        }
        do {
            let bytes = try input.read(maximum: max(Self.chunk, min(wanting, Self.largestRead)))
            if bytes.isEmpty {
                ended = true
                return false
            }
            buffer += bytes
            return true
        } catch {
            ended = true
            failure = error
            return false
        }
    }
}
