import CampaignDiagnostics
import XCTest

@testable import CampaignYAML

/// The eight-bytes-at-a-time test of the input scan against a byte-by-byte reference, and
/// line counts through it.
final class InputScanWordTests: XCTestCase {
    /// The reference: nil unless every byte is printable ASCII or a line feed; else the
    /// high bit of each line feed's byte.
    private func reference(_ word: UInt64) -> UInt64? {
        var mask: UInt64 = 0
        for k in 0..<8 {
            let b = UInt8(truncatingIfNeeded: word >> (8 * k))
            if b == 0x0A {
                mask |= 0x80 << (8 * k)
            } else if b < 0x20 || b > 0x7E {
                return nil
            }
        }
        return mask
    }

    func testMatchesTheByteByByteReference() {
        // Bytes near every boundary (line feed, space, tilde, DEL, high bit), in every lane.
        let interesting: [UInt8] = [0x00, 0x01, 0x09, 0x0A, 0x0B, 0x0D, 0x1F, 0x20, 0x21, 0x41, 0x7E, 0x7F, 0x80, 0x8A, 0xC3, 0xFF]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<200_000 {
            var word: UInt64 = 0
            for k in 0..<8 {
                let b =
                    Bool.random(using: &generator)
                    ? interesting.randomElement(using: &generator)!
                    : UInt8.random(in: 0x20...0x7E, using: &generator)
                word |= UInt64(b) << (8 * k)
            }
            XCTAssertEqual(InputScan.lineFeedsAmongPrintableASCII(word), reference(word), String(word, radix: 16))
        }
    }

    func testEndPositionCountsLinesInLongAsciiRuns() {
        // Five line breaks per repetition (a CR LF is one).
        let text = String(repeating: "abc\ndefghijkl\n\nxy\r\nz\n", count: 50) + "last line"
        let bytes = Array(text.utf8)
        let scan = bytes.withUnsafeBufferPointer { InputScan($0) }
        XCTAssertEqual(scan.endPosition, SourcePosition(line: 251, column: 10, offset: bytes.count))
    }
}
