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
    /// The wide characters of the file (`InputScan.wideCharacters`), when all are listed
    /// (`listsWide`). Not optional, so that reading it per mark needs no retain.
    private let wide: [UInt32]
    private let listsWide: Bool
    /// The first wide character of the segment.
    private let firstWide: Int
    /// The first wide character after those counted in `extraBytes`.
    private var nextWide: Int
    /// Bytes beyond one per character in the segment's wide characters counted so far.
    private var extraBytes = 0

    init(scanner: SourceScanner, base: SourcePosition, simple: Bool) {
        self.scanner = scanner
        self.base = base
        self.simple = simple
        self.cursor = base.offset
        let wide = simple ? nil : scanner.wideCharacters
        self.wide = wide ?? []
        self.listsWide = wide != nil
        var first = 0
        if let wide, let segmentStart = UInt32(exactly: base.offset) {
            // The first wide character at or after the segment start (binary search).
            first = wide.partitionPoint { $0 < segmentStart }
        }
        self.firstWide = first
        self.nextWide = first
    }

    @inline(__always)
    mutating func position(_ mark: yaml_mark_t) -> SourcePosition {
        let index = Int(mark.index)
        let offset: Int
        if simple {
            offset = base.offset + index
        } else if listsWide {
            offset = byteOffsetFromWideList(ofCharacter: index)
        } else {
            offset = byteOffset(ofCharacter: index)
        }
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

    /// The byte offset of the segment's character `index`: the index plus the extra bytes of
    /// the wide characters before it, counted on from the last index asked for (O(1) per
    /// mark, plus O(1) per wide character, whatever the bytes between them).
    @inline(__always)
    private mutating func byteOffsetFromWideList(ofCharacter index: Int) -> Int {
        if index < charIndex {
            nextWide = firstWide
            extraBytes = 0
        }
        charIndex = index
        let bytes = scanner.bytes
        // Usually none is left or the next one is further on: one comparison each.
        while nextWide < wide.count {
            let offset = Int(wide[nextWide])
            // Its index in the segment: its offset less the segment start and extra bytes before it.
            guard offset - base.offset - extraBytes < index else { break }
            let lead = bytes[offset]
            extraBytes += lead >= 0xF0 ? 3 : (lead >= 0xE0 ? 2 : 1)
            nextWide += 1
        }
        return min(base.offset + index + extraBytes, bytes.count)
    }

    /// The byte offset of the segment's character `index`, walking from the last one asked
    /// for (eight ASCII bytes at a time where it can): for files with very many wide characters.
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
                start.loadUnaligned(fromByteOffset: offset, as: UInt64.self) & 0x8080_8080_8080_8080 == 0
            {
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
