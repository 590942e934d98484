import CampaignLocale
import XCTest

/// Large and hostile files end in a result or an error, in time linear in their size.
final class ExchangeHostileInputTests: XCTestCase {
    private func error(_ text: String) -> String? {
        do {
            _ = try ExchangeReader.read(Array(text.utf8))
            return nil
        } catch {
            return error.description
        }
    }

    func testHostileFiles() {
        let deep = "<xliff>" + String(repeating: "<g>", count: 200_000)
        XCTAssertEqual(error(deep), "1:305: elements nest deeper than 100 levels")
        let attributes = "<xliff " + (0..<50_000).map { "a\($0)=\"\"" }.joined(separator: " ") + "/>"
        XCTAssertNil(error(attributes))
        XCTAssertEqual(error("<xliff a0=\"\" " + attributes.dropFirst(7)), "1:14: the attribute `a0` is given twice")
        XCTAssertNotNil(error(String(repeating: "<!--", count: 100_000)))
        XCTAssertNotNil(error(String(repeating: "<![CDATA[", count: 100_000)))
        let json = "{\"campaign\":" + String(repeating: "[", count: 100_000)
        XCTAssertEqual(error(json), "1:44: values nest deeper than 32 levels")
        let csvHeader = "c" + String(repeating: ",", count: 100_001) + "\n,Translation tags,en" + (0..<100_000).map { ",l\($0)" }.joined() + "\n"
        XCTAssertNil(error(csvHeader))
        XCTAssertEqual(error("c,,\n,Translation tags,en\n\"" + String(repeating: "x", count: 1_000_000)), "3:1: the quoted field is not closed")
        let po = "msgid \"\"\nmsgstr \"Language: fr\\n\"\nmsgctxt \"c/m\"\nmsgid \"\"\n" + String(repeating: "\"x\"\n", count: 200_000) + "msgstr \"\"\n"
        XCTAssertNil(error(po))
        let map = "{\"campaign\":\"c\",\"locale\":\"fr\",\"translation_map\":{" + (0..<100_000).map { "\"u\($0)\":\"t\"" }.joined(separator: ",") + "}}\n"
        XCTAssertNil(error(map))
    }
}
