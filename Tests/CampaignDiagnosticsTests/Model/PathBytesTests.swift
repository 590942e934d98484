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
}
