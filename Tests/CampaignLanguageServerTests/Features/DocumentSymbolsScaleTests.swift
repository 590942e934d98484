import CampaignCompiler
import CampaignDiagnostics
import CampaignWorkspace
import CampaignYAML
import Foundation
import XCTest

@testable import CampaignLanguageServer

/// `textDocument/documentSymbol`'s outline is made once per analysis, after every edit: its cost
/// grows with the number of documents, not with its square (10,000 documents, the per-file limit,
/// took 8 s when each document searched the campaigns for its own).
final class DocumentSymbolsScaleTests: XCTestCase {
    private func timed(_ documents: Int) -> (seconds: Double, symbols: Int) {
        let text = (0..<documents).map { "campaign: c\($0)\ntrigger: { custom_event: e\($0) }\nmessage: { type: slideup, message: Hi }\n" }
            .joined(separator: "---\n")
        let yaml = YAMLParser.parse(SourceFile(path: "many.yaml", text: text))
        let compiled = CampaignCompiler(now: 0, files: AssetFiles(MemoryFileSystem([]), currentDirectory: "/")).compile(yaml)
        let start = Date()
        let symbols = DocumentSymbols.symbols(of: yaml, campaigns: compiled.campaigns)
        return (Date().timeIntervalSince(start), symbols.count)
    }

    func testTheOutlineOfTenThousandDocumentsCostsFiveTimesThatOfTwoThousand() {
        let small = timed(2_000)
        let large = timed(10_000)
        XCTAssertEqual(small.symbols, 2_000)
        XCTAssertEqual(large.symbols, 10_000)
        let ratio = large.seconds / max(small.seconds, 0.000_1)
        print(
            String(
                format: "documentSymbol outline: 2,000 documents %.3f s, 10,000 documents %.3f s (ratio %.1f; 25 would be quadratic)", small.seconds,
                large.seconds, ratio))
        XCTAssertLessThan(ratio, 12)
        XCTAssertLessThan(large.seconds, 2)
    }
}
