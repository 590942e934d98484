import CampaignDiagnostics
import XCTest

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Paths whose bytes are not all UTF-8: held in a `String`, given back to the file system
/// byte for byte, shown with `\xHH` escapes; and paths compared by their bytes (`PathKey`).
final class PathBytesTests: XCTestCase {
    func testBytesThatAreNotUTF8RoundTripAndShowAsEscapes() {
        let bytes: [UInt8] = Array("c/bad".utf8) + [0xFF, 0xC3] + Array(".yaml é".utf8) + [0x80]
        let path = PathBytes.path(bytes)
        XCTAssertTrue(PathBytes.holdsRawBytes(path))
        XCTAssertEqual(PathBytes.fileSystemBytes(path), bytes)
        XCTAssertEqual(PathBytes.shown(path), "c/bad\\xFF\\xC3.yaml é\\x80")
        XCTAssertEqual(PathBytes.withFileSystemPath(path) { strlen($0) }, bytes.count)
    }

    func testAUTF8PathIsHeldAsItIs() {
        let path = PathBytes.path(Array("c/caf\u{E9}.yaml".utf8))
        XCTAssertEqual(path, "c/caf\u{E9}.yaml")
        XCTAssertFalse(PathBytes.holdsRawBytes(path))
        XCTAssertEqual(PathBytes.shown(path), path)
        XCTAssertEqual(PathBytes.fileSystemBytes(path), Array(path.utf8))
    }

    func testKeysAndLocationsCompareByBytes() {
        let composed = "c/caf\u{E9}.yaml"
        let decomposed = "c/cafe\u{301}.yaml"
        XCTAssertEqual(composed, decomposed, "Swift strings compare canonically")
        XCTAssertNotEqual(PathKey(composed), PathKey(decomposed))
        XCTAssertEqual(Set([PathKey(composed), PathKey(decomposed), PathKey(composed)]).count, 2)
        XCTAssertTrue(PathKey(decomposed) < PathKey(composed))
        let range = SourceRange(start: SourcePosition(line: 1, column: 1, offset: 0), end: SourcePosition(line: 1, column: 1, offset: 0))
        XCTAssertNotEqual(SourceLocation(file: composed, range: range), SourceLocation(file: decomposed, range: range))
        XCTAssertEqual(Set([SourceLocation(file: composed, range: range), SourceLocation(file: decomposed, range: range)]).count, 2)
    }

    /// Two paths are the same exactly when their bytes are, at every length around the
    /// eight-byte steps of the comparison and with the one differing byte at every position.
    func testSamePathAgreesWithAByteByByteComparison() {
        var compared = 0
        var keys: Set<PathKey> = []
        for length in 0...41 {
            let bytes = (0..<length).map { UInt8(ascii: "a") + UInt8($0 % 26) }
            let path = String(decoding: bytes, as: UTF8.self)
            XCTAssertTrue(path.isSamePath(String(decoding: bytes, as: UTF8.self)))
            XCTAssertEqual(PathKey(path).hashValue, PathKey(String(decoding: bytes, as: UTF8.self)).hashValue)
            XCTAssertFalse(path.isSamePath(path + "x"))
            compared += 2
            for position in 0..<length {
                var other = bytes
                other[position] = UInt8(ascii: "-")
                let changed = String(decoding: other, as: UTF8.self)
                XCTAssertFalse(path.isSamePath(changed), "length \(length), position \(position)")
                XCTAssertFalse(changed.isSamePath(path))
                XCTAssertNotEqual(PathKey(path), PathKey(changed))
                keys.insert(PathKey(changed))
                compared += 3
            }
        }
        // Each changed path is a key of its own: one per length and position.
        XCTAssertEqual(keys.count, (0...41).reduce(0, +))
        print("isSamePath: \(compared) comparisons checked against the bytes")
    }
}
