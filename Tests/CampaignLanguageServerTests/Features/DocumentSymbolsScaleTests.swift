import CampaignCompiler
import CampaignDiagnostics
import CampaignTestSupport
import CampaignWorkspace
import CampaignYAML
import XCTest

@testable import CampaignLanguageServer

/// `textDocument/documentSymbol`'s outline is made once per analysis, after every edit: its cost
/// grows with the number of documents, not with its square (10,000 documents, the per-file limit,
/// took 8 s when each document searched the campaigns for its own).
final class DocumentSymbolsScaleTests: XCTestCase {
    private static func parsed(_ documents: Int) -> (yaml: YAMLFile, compiled: CompiledFile) {
        let text = (0..<documents).map { "campaign: c\($0)\ntrigger: { custom_event: e\($0) }\nmessage: { type: slideup, message: Hi }\n" }
            .joined(separator: "---\n")
        let yaml = YAMLParser.parse(SourceFile(path: "many.yaml", text: text))
        let compiled = CampaignCompiler(now: 0, files: AssetFiles(MemoryFileSystem([]), currentDirectory: "/")).compile(yaml)
        return (yaml, compiled)
    }

    func testTheOutlineOfTenThousandDocumentsCostsFiveTimesThatOfTwoThousand() {
        let small = Self.parsed(2_000)
        XCTAssertEqual(DocumentSymbols.symbols(of: small.yaml, campaigns: small.compiled.campaigns).count, 2_000)
        // Processor time of this thread, the best of three rounds at each size: the outline of
        // five times the documents costs about five times as much (25 would be quadratic).
        CPUTime.assertLinear(size: 2_000, factor: 5, slack: 2.4, "documentSymbol outline", prepare: Self.parsed) { input in
            XCTAssertEqual(DocumentSymbols.symbols(of: input.yaml, campaigns: input.compiled.campaigns).count, input.compiled.campaigns.count)
        }
    }
}
