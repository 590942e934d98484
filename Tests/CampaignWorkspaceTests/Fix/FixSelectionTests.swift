import CampaignDiagnostics
import CampaignWorkspace
import XCTest

/// Which fix-its one pass takes (SPEC §13.2) and how edits apply.
final class FixSelectionTests: XCTestCase {
    private func range(_ start: Int, _ end: Int) -> SourceRange {
        SourceRange(start: SourcePosition(line: 1, column: start + 1, offset: start), end: SourcePosition(line: 1, column: end + 1, offset: end))
    }

    private func diagnostic(_ code: DiagnosticCode, _ fixIts: [(Int, Int, String, Bool)]) -> Diagnostic {
        Diagnostic(
            code, "m", at: SourceLocation(file: "a.yaml", range: range(0, 1)),
            fixIts: fixIts.map { FixIt("t", range: range($0.0, $0.1), replacement: $0.2, safe: $0.3) })
    }

    private func taken(_ diagnostics: [Diagnostic]) -> [String] {
        FixSelection.edits(for: diagnostics).map { "\($0.range.lowerBound)-\($0.range.upperBound):\(String(decoding: $0.replacement, as: UTF8.self))" }
    }

    func testOnlySafeFixItsInReportOrderSkippingOverlaps() {
        let diagnostics = [
            diagnostic(.E101, [(0, 3, "type", true), (5, 6, "x", false)]),
            diagnostic(.E101, [(2, 4, "no", true)]),  // shares a character with the first
            diagnostic(.E101, [(4, 4, "s", true)]),  // an insertion at the end of the first: no overlap
            diagnostic(.E101, [(4, 4, "t", true)]),  // a second insertion at the same point
            diagnostic(.E101, [(0, 3, "type", true)]),  // identical: counts once
            diagnostic(.E101, [(8, 12, "", true)]),
            diagnostic(.E101, [(10, 10, "in", true)]),  // strictly inside a replaced range
            diagnostic(.E101, [(12, 14, "z", true)]),
        ]
        XCTAssertEqual(taken(diagnostics), ["0-3:type", "4-4:s", "8-12:", "12-14:z"])
    }

    func testAFileWithAnyOfE001ToE008KeepsEveryByte() {
        for code: DiagnosticCode in [.E001, .E002, .E003, .E004, .E005, .E006, .E007, .E008] {
            XCTAssertEqual(taken([diagnostic(.E101, [(0, 3, "type", true)]), diagnostic(code, [])]), [], code.rawValue)
        }
        XCTAssertEqual(taken([diagnostic(.E101, [(0, 3, "type", true)]), diagnostic(.W009, [])]), ["0-3:type"])
    }

    func testEditsApplyAroundUntouchedBytes() {
        let text = Array("\u{FEFF}typ: x\r\nafter: 5 # c\r\n".utf8)
        let edits = [
            TextEdit(range: 19..<19, replacement: Array("s".utf8)), TextEdit(range: 3..<6, replacement: Array("type".utf8)),
            TextEdit(range: 19..<23, replacement: []),
        ]
        XCTAssertEqual(String(decoding: TextEdit.apply(edits, to: text), as: UTF8.self), "\u{FEFF}type: x\r\nafter: 5s\r\n")
        // An insertion at the start of a replaced range goes before the replacement.
        XCTAssertEqual(
            TextEdit.apply(
                [TextEdit(range: 1..<2, replacement: Array("B".utf8)), TextEdit(range: 1..<1, replacement: Array("+".utf8))], to: Array("abc".utf8)),
            Array("a+Bc".utf8))
    }

    func testPerFileInReportOrderOfTheFiles() {
        var second = diagnostic(.E101, [(0, 1, "x", true)])
        second.location.file = "b.yaml"
        var unsafeOnly = diagnostic(.E101, [(0, 1, "y", false)])
        unsafeOnly.location.file = "c.yaml"
        let grouped = FixSelection.edits(in: [second, diagnostic(.E101, [(0, 3, "type", true)]), unsafeOnly])
        XCTAssertEqual(grouped.map(\.file), ["b.yaml", "a.yaml"])
        XCTAssertEqual(grouped.map(\.edits.count), [1, 1])
    }
}
