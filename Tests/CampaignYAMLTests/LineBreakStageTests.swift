import CampaignDiagnostics
import CampaignYAML
import XCTest

/// Issue 23 item 9 in the front end: the stages that look at lines themselves — the hint about
/// an unquoted colour before a syntax error, and byte-order marks that start a later document —
/// end lines where libyaml does (SPEC §4 v3), so a file written with CR, NEL, LS or PS line
/// ends reads as it does with LF.
final class LineBreakStageTests: XCTestCase {
    private static let breaks: [(name: String, text: String)] = [
        ("CR LF", "\r\n"), ("CR", "\r"), ("NEL", "\u{85}"), ("LS", "\u{2028}"), ("PS", "\u{2029}"),
    ]

    /// Every diagnostic as `CODE line:column`, its notes and help.
    private func details(_ text: String) -> [String] {
        parseYAML(text).diagnostics.map { d in
            summary(d) + d.notes.map { " | \($0.message) \($0.location.map { lc($0.range.start) } ?? "-")" }.joined() + " | " + (d.help ?? "-")
        }
    }

    func testTheUnquotedColourHintLooksAtTheLinesAboveTheError() {
        // An apostrophe on the line above must not hide the colour: each line is read alone.
        let lines = ["note: it's here", "theme: { light: { background: #1B78CF, text: \"#FFF\" } }", "animate: true", ""]
        let expected = details(lines.joined(separator: "\n"))
        XCTAssertEqual(expected.count, 1)
        XCTAssertTrue(expected.first?.contains("quote colours") ?? false, "\(expected)")
        for (name, lineBreak) in Self.breaks {
            XCTAssertEqual(details(lines.joined(separator: lineBreak)), expected, name)
        }
    }

    func testAByteOrderMarkAfterADocumentStartLineStartsTheDocument() throws {
        let lines = ["campaign: one", "name: é", "---", "\u{FEFF}campaign: two", "name: 😀 after the mark", ""]
        let lf = parseYAML(lines.joined(separator: "\n"))
        XCTAssertEqual(lf.documents.count, 2, "\(summaries(lf))")
        for (name, lineBreak) in Self.breaks {
            let file = parseYAML(lines.joined(separator: lineBreak))
            XCTAssertEqual(summaries(file), [], name)
            XCTAssertEqual(file.documents.count, 2, name)
            let second = try XCTUnwrap(file.documents.last?.root)
            let expected = try XCTUnwrap(lf.documents.last?.root)
            XCTAssertEqual(second.entry("campaign")?.key.range.start.line, expected.entry("campaign")?.key.range.start.line, name)
            XCTAssertEqual(lc(try XCTUnwrap(second.scalar("name")?.range.start)), "5:7", name)
        }
    }

    func testAByteOrderMarkBeforeADocumentStartMarker() throws {
        for (name, lineBreak) in Self.breaks {
            let file = parseYAML(["campaign: one", "\u{FEFF}---", "campaign: two", ""].joined(separator: lineBreak))
            XCTAssertEqual(summaries(file), [], name)
            XCTAssertEqual(file.documents.count, 2, name)
            XCTAssertEqual(try XCTUnwrap(file.documents.last?.root).entry("campaign")?.key.range.start.line, 3, name)
        }
    }

    func testLineBreakEndingBeforeAnIndex() {
        let bytes = Array("a\r\nb\rc\u{85}d\u{2028}e\u{2029}f\nç".utf8)
        var index = 0
        var lengths: [Int] = []
        while index < bytes.count {
            let length = LineBreak.length(in: bytes, at: index)
            guard length > 0 else {
                XCTAssertEqual(LineBreak.lengthEnding(in: bytes, before: index + 1) > 0, false, "no break ends at \(index + 1)")
                index += 1
                continue
            }
            // Read backwards, each break is found whole where it ends.
            XCTAssertEqual(LineBreak.lengthEnding(in: bytes, before: index + length), length, "break at \(index)")
            lengths.append(length)
            index += length
        }
        XCTAssertEqual(lengths, [2, 1, 2, 3, 3, 1])
        XCTAssertEqual(LineBreak.lengthEnding(in: bytes, before: 0), 0)
    }
}
