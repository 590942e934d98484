internal import CLibYAML
import CampaignDiagnostics

/// The one place where libyaml's marks become positions.
///
/// libyaml counts from 0 and its `index` and `column` count characters, not bytes. Each
/// parse runs over a segment of the file that starts at the beginning of a line
/// (`base`): its marks are relative to that segment. When the file is plain ASCII, a
/// mark converts in O(1); otherwise a cursor walks forward from the last converted mark
/// (character index to byte offset, line and column) and restarts from the segment
/// start only when a mark goes backwards, so a whole parse costs O(bytes).
struct MarkConverter {
    private let scanner: SourceScanner
    private let base: SourcePosition
    private let simple: Bool
    private var charIndex = 0
    private var cursor: SourcePosition

    init(scanner: SourceScanner, base: SourcePosition, simple: Bool) {
        self.scanner = scanner
        self.base = base
        self.simple = simple
        self.cursor = base
    }

    mutating func position(_ mark: yaml_mark_t) -> SourcePosition {
        let index = Int(mark.index)
        if simple {
            guard base.offset + index >= scanner.endOffset else {
                return SourcePosition(line: base.line + Int(mark.line), column: Int(mark.column) + 1,
                                      offset: base.offset + index)
            }
            // At the end of the file libyaml starts a new line of its own, even when the
            // file does not end with a line break.
            return scanner.endPosition
        }
        if index < charIndex {
            charIndex = 0
            cursor = base
        }
        let count = scanner.endOffset
        var p = cursor
        var i = charIndex
        while i < index && p.offset < count {
            scanner.step(&p)
            i += 1
        }
        charIndex = i
        cursor = p
        return p
    }

    /// The position of a byte offset within the segment (libyaml's reader errors give those).
    func position(segmentOffset: Int) -> SourcePosition {
        scanner.advance(base, to: base.offset + segmentOffset)
    }
}
