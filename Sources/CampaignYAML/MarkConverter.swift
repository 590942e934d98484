internal import CLibYAML
import CampaignDiagnostics

/// The one place where libyaml's marks become positions.
///
/// libyaml counts from 0 and its `index` and `column` count characters, not bytes. Each
/// parse runs over a segment of the file that starts at the beginning of a line
/// (`base`): its marks are relative to that segment, and their line and column are ours.
/// When the file is plain ASCII, a mark's index is its byte offset; otherwise a cursor
/// walks forward from the last converted mark (character index to byte offset) and
/// restarts from the segment start only when a mark goes backwards, so a whole parse
/// costs O(bytes).
struct MarkConverter {
    private let scanner: SourceScanner
    private let base: SourcePosition
    private let simple: Bool
    private var charIndex = 0
    /// The byte offset of character `charIndex`.
    private var cursor: Int

    init(scanner: SourceScanner, base: SourcePosition, simple: Bool) {
        self.scanner = scanner
        self.base = base
        self.simple = simple
        self.cursor = base.offset
    }

    mutating func position(_ mark: yaml_mark_t) -> SourcePosition {
        let index = Int(mark.index)
        let offset = simple ? base.offset + index : byteOffset(ofCharacter: index)
        guard offset < scanner.endOffset else {
            // At the end of the file libyaml starts a new line of its own, even when the
            // file does not end with a line break.
            return scanner.endPosition
        }
        // libyaml's line and column count line breaks and characters as ours do; only its
        // index counts characters where an offset counts bytes.
        // A segment can start after a byte-order mark that begins a line (column 2).
        let column = Int(mark.column) + (mark.line == 0 ? base.column : 1)
        return SourcePosition(line: base.line + Int(mark.line), column: column, offset: offset)
    }

    /// The byte offset of the segment's character `index`, walking from the last one asked
    /// for (eight ASCII bytes at a time where it can).
    private mutating func byteOffset(ofCharacter index: Int) -> Int {
        if index < charIndex {
            charIndex = 0
            cursor = base.offset
        }
        let bytes = scanner.bytes
        let count = bytes.count
        var offset = cursor
        var i = charIndex
        let start = UnsafeRawPointer(bytes.baseAddress)
        while i < index && offset < count {
            if let start, index - i >= 8, offset + 8 <= count,
               start.loadUnaligned(fromByteOffset: offset, as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
                offset += 8
                i += 8
                continue
            }
            let b = bytes[offset]
            offset += b < 0x80 ? 1 : (b >= 0xF0 ? 4 : (b >= 0xE0 ? 3 : (b >= 0xC0 ? 2 : 1)))
            i += 1
        }
        offset = min(offset, count)
        charIndex = i
        cursor = offset
        return offset
    }

    /// The position of a byte offset within the segment (libyaml's reader errors give those).
    func position(segmentOffset: Int) -> SourcePosition {
        scanner.advance(base, to: base.offset + segmentOffset)
    }
}
