import CampaignDiagnostics
import CanonicalJSON
import XCTest

@testable import CampaignLanguageServer

/// A diagnostic as LSP (SPEC §13.5).
final class DiagnosticShapeTests: XCTestCase {
    /// The range of the first `word` in `text` (campaignc's line and column, not used by the conversion).
    static func range(of word: String, in text: String, after: Int = 0) -> SourceRange {
        let bytes = Array(text.utf8)
        let needle = Array(word.utf8)
        let start = (after...(bytes.count - needle.count)).first { Array(bytes[$0..<($0 + needle.count)]) == needle }!
        return SourceRange(
            start: SourcePosition(line: 1, column: 1, offset: start), end: SourcePosition(line: 1, column: 1, offset: start + needle.count))
    }

    func testTheSpecExample() {
        let a = "campaign: dup\n"
        let b = "campaign: dup\n"
        var diagnostic = Diagnostic(
            .E401, "duplicate campaign id `dup`", at: SourceLocation(file: "/w/b.yaml", range: Self.range(of: "dup", in: b)),
            notes: [Note("`dup` is first used here", at: SourceLocation(file: "/w/a.yaml", range: Self.range(of: "dup", in: a)))],
            help: "rename one of the campaigns: ids must be unique across all inputs")
        diagnostic.fingerprint = "b85120c8ff5f1eda1109e01a47c1608b"
        let converter = LSPDiagnostic(
            lines: ["/w/a.yaml": LineTable(Array(a.utf8)), "/w/b.yaml": LineTable(Array(b.utf8))], encoding: .utf16, uri: FileURI.uri(ofPath:))
        let expected = """
            {"range":{"start":{"line":0,"character":10},"end":{"line":0,"character":13}},
             "severity":1,"code":"E401","source":"campaignc",
             "message":"duplicate campaign id `dup`\\nhelp: rename one of the campaigns: ids must be unique across all inputs",
             "relatedInformation":[{"location":{"uri":"file:///w/a.yaml","range":{"start":{"line":0,"character":10},"end":{"line":0,"character":13}}},
                                    "message":"`dup` is first used here"}],
             "data":{"fingerprint":"b85120c8ff5f1eda1109e01a47c1608b","fix_its":[]}}
            """
        XCTAssertEqual(converter.json(diagnostic), try JSONReader().parse(Array(expected.utf8)))
    }

    func testNotesWithoutALocationAndTheHelpJoinTheMessage() {
        var diagnostic = Diagnostic(
            .W313, "delay longer than the schedule", at: SourceLocation(file: "/w/a.yaml", range: .fileStart),
            notes: [Note("first"), Note("second")], help: "shorten it")
        diagnostic.severity = .error
        let json = LSPDiagnostic(lines: ["/w/a.yaml": LineTable([])], encoding: .utf16, uri: FileURI.uri(ofPath:)).json(diagnostic)
        XCTAssertEqual(json["message"], "delay longer than the schedule\nnote: first\nnote: second\nhelp: shorten it")
        XCTAssertEqual(json["severity"], 1)
        XCTAssertNil(json["relatedInformation"])
        XCTAssertNil(json["tags"])
        XCTAssertNil(json["codeDescription"])
    }

    func testAnUnusedSuppressionIsTaggedUnnecessaryAndWarningsAreTwo() {
        let text = "campaign: a  # campaignc: ignore[W402] -- tie\n"
        let diagnostic = Diagnostic(.W010, "unused suppression", at: SourceLocation(file: "/w/a.yaml", range: Self.range(of: "# campaignc", in: text)))
        let json = LSPDiagnostic(lines: ["/w/a.yaml": LineTable(Array(text.utf8))], encoding: .utf8, uri: FileURI.uri(ofPath:)).json(diagnostic)
        XCTAssertEqual(json["tags"], [1])
        XCTAssertEqual(json["severity"], 2)
    }

    func testFixItsAreDataInTheNegotiatedEncoding() {
        let text = "message: { typ: modal }  # 🎉\nbody: \"é\"\n"
        let diagnostic = Diagnostic(
            .E101, "unknown key `typ`", at: SourceLocation(file: "/w/a.yaml", range: Self.range(of: "typ", in: text)),
            fixIts: [FixIt("replace `typ` with `type`", range: Self.range(of: "typ", in: text), replacement: "type")])
        let json = LSPDiagnostic(lines: ["/w/a.yaml": LineTable(Array(text.utf8))], encoding: .utf32, uri: FileURI.uri(ofPath:)).json(diagnostic)
        XCTAssertEqual(
            json["data"]?["fix_its"],
            [
                [
                    "title": "replace `typ` with `type`", "safe": false, "newText": "type",
                    "range": ["start": ["line": 0, "character": 11], "end": ["line": 0, "character": 14]],
                ]
            ])
    }
}
