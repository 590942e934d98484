/// Splits the input into messages by their `Content-Length` headers (SPEC §13.3), with
/// memory bounded whatever the input: a header line longer than `maxHeaderLine`, a block of
/// more than `maxHeaderLines` lines, or a body over `maxBody` is never kept.
///
/// After an unusable header block the reader skips to the next line beginning with
/// `Content-Length:` (a line starts after `\n`, or where the skipping starts).
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
    /// True after an unusable header block, until a line beginning with `Content-Length:`.
    private var resynchronizing = false

    init(input: ByteInput) {
        self.input = input
    }

    /// The next frame; `.end` once the input is over (and again on every later call).
    mutating func next() -> Frame {
        if resynchronizing {
            guard skipToContentLength() else { return .end(failure) }
            resynchronizing = false
        }
        var lines: [ArraySlice<UInt8>] = []
        while true {
            switch headerLine() {
            case .end:
                return .end(failure)
            case .tooLong:
                resynchronizing = true
                return .unusableHeader("a header line longer than \(Self.maxHeaderLine) bytes")
            case .line(let line):
                if line.isEmpty {
                    if lines.isEmpty { continue }  // a stray empty line between messages
                    return body(for: lines)
                }
                if lines.count == Self.maxHeaderLines {
                    resynchronizing = true
                    return .unusableHeader("more than \(Self.maxHeaderLines) header lines")
                }
                lines.append(line)
            }
        }
    }

    private mutating func body(for lines: [ArraySlice<UInt8>]) -> Frame {
        let header: FrameHeader
        do {
            header = try FrameHeader.parse(lines)
        } catch {
            resynchronizing = true
            return .unusableHeader(error.reason)
        }
        if header.contentLength > Self.maxBody {
            return discard(header.contentLength) ? .oversized(header.contentLength) : .end(failure)
        }
        guard let body = take(header.contentLength) else { return .end(failure) }
        if let charset = header.foreignCharset { return .unsupportedCharset(charset) }
        return .message(body)
    }

    private enum HeaderLine {
        case line(ArraySlice<UInt8>)
        case tooLong
        case end
    }

    /// One line ending with `\r\n`, without it.
    private mutating func headerLine() -> HeaderLine {
        // How many bytes after `position` were searched already (a `\r` may end them).
        var searched = 0
        while true {
            if let end = crlf(from: position + max(0, searched - 1)) {
                let line = buffer[position..<end]
                position = end + 2
                return .line(line)
            }
            searched = buffer.count - position
            if searched > Self.maxHeaderLine { return .tooLong }
            guard fill() else { return .end }
        }
    }

    private func crlf(from start: Int) -> Int? {
        var index = start
        while index + 1 < buffer.count {
            if buffer[index] == 0x0D && buffer[index + 1] == 0x0A { return index }
            index += 1
        }
        return nil
    }

    /// Skips bytes up to the next line that begins with `Content-Length:` (any case); false at
    /// the end of the input.
    private mutating func skipToContentLength() -> Bool {
        let prefix = Array("content-length:".utf8)
        while true {
            while buffer.count - position < prefix.count {
                guard fill() else { return false }
            }
            if zip(buffer[position...], prefix).allSatisfy({ lowercased($0) == $1 }) { return true }
            // On to the byte after the next `\n`, dropping what was looked at.
            while true {
                if let newline = buffer[position...].firstIndex(of: 0x0A) {
                    position = newline + 1
                    break
                }
                position = buffer.count
                guard fill() else { return false }
            }
        }
    }

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
