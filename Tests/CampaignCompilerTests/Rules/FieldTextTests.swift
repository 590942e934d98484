import CampaignDiagnostics
import CampaignYAML
import XCTest

@testable import CampaignCompiler

/// A field's text as a typed value: literal and Liquid segments with their file ranges.
final class FieldTextTests: XCTestCase {
    private func text(_ yaml: String) throws -> FieldText {
        let file = SourceFile(path: "t.yaml", text: yaml)
        let parsed = YAMLParser.parse(file)
        guard case .scalar(let scalar)? = parsed.documents.first?.root.entry("f")?.value else { throw XCTSkip("no scalar") }
        return FieldText(scalar, in: file)
    }

    private func at(_ line: Int, _ column: Int, _ offset: Int) -> SourcePosition {
        SourcePosition(line: line, column: column, offset: offset)
    }

    func testSegmentsCarryTheirRangesThroughQuotesAndBlocks() throws {
        let quoted = try text("f: \"Hi \\\"{{ x }}\\\"{% if y %}!{% endif %}\"\n")
        XCTAssertTrue(quoted.isLiquid)
        XCTAssertEqual(
            quoted.segments,
            [
                .literal("Hi \"", SourceRange(start: at(1, 5, 4), end: at(1, 10, 9))),
                .liquid("{{ x }}", SourceRange(start: at(1, 10, 9), end: at(1, 17, 16))),
                .literal("\"", SourceRange(start: at(1, 17, 16), end: at(1, 19, 18))),
                .liquid("{% if y %}!{% endif %}", SourceRange(start: at(1, 19, 18), end: at(1, 41, 40))),
            ])
        let block = try text("f: |\n  a\n  {{ b }}\n")
        XCTAssertEqual(block.segments.count, 3)
        XCTAssertEqual(block.segments[1], .liquid("{{ b }}", SourceRange(start: at(3, 3, 11), end: at(3, 10, 18))))
    }

    func testPlainTextIsOneLiteralSegmentWithoutAMap() throws {
        let plain = try text("f: Hello {there}\n")
        XCTAssertFalse(plain.isLiquid)
        XCTAssertNil(plain.map)
        XCTAssertEqual(plain.segments, [.literal("Hello {there}", SourceRange(start: at(1, 4, 3), end: at(1, 17, 16)))])
    }
}
