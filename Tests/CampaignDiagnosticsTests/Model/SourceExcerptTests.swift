import CampaignDiagnostics
import XCTest

/// An excerpt keeps the lines asked for at their numbers, so snippets rendered from it are
/// exactly those rendered from the whole file.
final class SourceExcerptTests: XCTestCase {
    private let texts: [[UInt8]] = [
        Array("campaign: a\npriority: 80\ntrigger: session_start\nmessage: { type: modal }\n".utf8),
        Array("\u{FEFF}campaign: bom\r\npriority: high\r\n\r\n\ttrigger: \u{4E16}\u{754C}\r\n".utf8),
        Array("\u{FEFF}\u{FEFF}two boms\rline 2\u{85}line 3\u{2028}line 4\u{2029}line 5".utf8),
        [0x61, 0xE9, 0x0A, 0xC2, 0x0A, 0xE2, 0x80, 0x0A, 0xFF, 0xFE, 0x0D],
        [],
        Array("no final newline".utf8),
        Array("\n\n\nx\n".utf8),
    ]

    private func render(_ file: SourceFile, lines: [Int]) -> String {
        let renderer = TextDiagnosticRenderer()
        return lines.map { line in
            let diagnostic = Fixture.diagnostic(
                .E101, "m", file.path, line, 2, line, 3,
                notes: [Note("n", at: Fixture.location(file.path, line + 1, 1, line + 1, 1))]
            )
            return renderer.render(diagnostic, sources: [PathKey(file.path): file])
        }.joined()
    }

    func testSnippetsOfKeptLinesAreThoseOfTheWholeFile() {
        for (index, bytes) in texts.enumerated() {
            let file = SourceFile(path: "f\(index).yaml", bytes: bytes)
            let lineCount = SourceLineTable(file).lineCount
            for wanted in [[1], [2], [1, 3], [3, 1, 3], [lineCount], [lineCount + 2], Array(0...(lineCount + 1))] {
                // Each diagnostic also has a note on the next line: keep that one too.
                let kept = wanted + wanted.map { $0 + 1 }
                let excerpt = file.excerpt(lines: kept)
                XCTAssertEqual(excerpt.path, file.path)
                XCTAssertEqual(render(excerpt, lines: wanted), render(file, lines: wanted), "file \(index), lines \(wanted)")
                let table = SourceLineTable(file)
                let excerptTable = SourceLineTable(excerpt)
                for line in kept {
                    XCTAssertEqual(excerptTable.text(ofLine: line), table.text(ofLine: line), "file \(index), line \(line)")
                }
            }
        }
    }

    func testOtherLinesAreEmptyAndNothingFollowsTheLastKeptLine() {
        let file = SourceFile(path: "a.yaml", bytes: texts[0])
        XCTAssertEqual(String(decoding: file.excerpt(lines: [2, 4]).bytes, as: UTF8.self), "\npriority: 80\n\nmessage: { type: modal }")
        XCTAssertEqual(file.excerpt(lines: []).bytes, [])
        XCTAssertEqual(file.excerpt(lines: [0, -1, 99]).bytes, [])
        XCTAssertEqual(String(decoding: file.excerpt(lines: [1]).bytes, as: UTF8.self), "campaign: a")
        let boms = SourceFile(path: "b.yaml", bytes: texts[2])
        XCTAssertEqual(boms.excerpt(lines: [1]).bytes, Array("\u{FEFF}\u{FEFF}two boms".utf8))
        XCTAssertEqual(String(decoding: boms.excerpt(lines: [3]).bytes, as: UTF8.self), "\n\nline 3")
    }
}
