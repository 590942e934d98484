import CampaignDiagnostics
import Foundation
import XCTest

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Checkstyle's element structure, read back with an XML parser: a `checkstyle` root with
/// `version`, `file` children with `name`, and `error` children with exactly `line`, `column`,
/// `severity`, `message` and `source`; escaped text comes back as written.
final class CheckstyleStructureTests: XCTestCase {
    /// Records each element as its path and its attributes.
    private final class Collector: NSObject, XMLParserDelegate {
        var elements: [(path: String, attributes: [String: String])] = []
        private var stack: [String] = []

        func parser(
            _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            stack.append(name)
            elements.append((stack.joined(separator: "/"), attributes))
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            stack.removeLast()
        }
    }

    func testElementStructure() throws {
        let output = CheckstyleDiagnosticRenderer().render(ReportFormatFixture.report)
        let parser = XMLParser(data: Data(output.utf8))
        let collector = Collector()
        parser.delegate = collector
        XCTAssertTrue(parser.parse(), "\(parser.parserError.map(String.init(describing:)) ?? "")")
        XCTAssertEqual(
            collector.elements.map(\.path),
            [
                "checkstyle",
                "checkstyle/file", "checkstyle/file/error",
                "checkstyle/file", "checkstyle/file/error",
                "checkstyle/file", "checkstyle/file/error", "checkstyle/file/error",
            ])
        XCTAssertEqual(collector.elements[0].attributes, ["version": "4.3"])
        XCTAssertEqual(
            collector.elements.filter { $0.path == "checkstyle/file" }.map { $0.attributes["name"] ?? "" },
            ["campaignc.yaml", "campaigns/broken.yaml", "campaigns/offers.yaml"])
        let errors = collector.elements.filter { $0.path == "checkstyle/file/error" }.map(\.attributes)
        XCTAssertTrue(errors.allSatisfy { Set($0.keys) == ["line", "column", "severity", "message", "source"] })
        XCTAssertEqual(
            errors.last,
            [
                "line": "12", "column": "10", "severity": "warning",
                "message": "image URL <…/new-menu> has no \"image\" extension & may be a page", "source": "campaignc.W211",
            ])
    }

    func testAnEmptyReportIsAnEmptyRoot() {
        let report = DiagnosticReport(diagnostics: [], sources: [], files: 1, campaigns: 1)
        XCTAssertEqual(
            CheckstyleDiagnosticRenderer().render(report),
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n</checkstyle>\n"
        )
    }
}
