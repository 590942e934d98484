import CampaignDriver
import XCTest

/// Standard output kept in pieces (issue 24): the bytes are the pieces joined, and two results
/// are equal, with equal hashes, when their bytes are, however they are split.
final class CommandResultTests: XCTestCase {
    func testPiecesJoinToTheBytes() {
        let result = CommandResult(exitStatus: 1, standardOutputPieces: [Array("a.yaml:1:1: ".utf8), [], Array("error\n".utf8)], standardError: "e")
        XCTAssertEqual(result.standardOutput, "a.yaml:1:1: error\n")
        XCTAssertEqual(result.standardOutputBytes, Array("a.yaml:1:1: error\n".utf8))
    }

    func testEqualityIsByBytesNotBySplit() {
        let whole = CommandResult(exitStatus: 0, standardOutput: "abc\n", standardError: "note\n")
        let split = CommandResult(exitStatus: 0, standardOutputPieces: [Array("ab".utf8), Array("c\n".utf8)], standardError: "note\n")
        XCTAssertEqual(whole, split)
        XCTAssertEqual(whole.hashValue, split.hashValue)
        XCTAssertNotEqual(whole, CommandResult(exitStatus: 0, standardOutputPieces: [Array("ab".utf8)], standardError: "note\n"))
        XCTAssertNotEqual(whole, CommandResult(exitStatus: 1, standardOutput: "abc\n", standardError: "note\n"))
    }

    func testSettingTheBytesReplacesThePieces() {
        var result = CommandResult(exitStatus: 0, standardOutputPieces: [Array("a".utf8), Array("b".utf8)])
        result.standardOutputBytes = Array("z".utf8)
        XCTAssertEqual(result.standardOutputPieces, [Array("z".utf8)])
    }
}
