import CampaignTestSupport
import Foundation
import XCTest

@testable import CampaignLiquid

/// campaignc's parse verdicts on a corpus of valid and invalid texts, kept in a golden file
/// that Scripts/check_liquid_parse.py compares with python-liquid's; this test runs that
/// script too when the venv is there.
final class PythonLiquidVerdictTests: XCTestCase {
    static let golden = "Tests/CampaignLiquidTests/Golden/parse-verdicts.json"

    static var texts: [String] {
        var corpus = LiquidCorpus(seed: 0x5EED_1D)
        let generated = (0..<300).map { _ in corpus.template() }
        return LiquidParseCases.valid + LiquidParseCases.invalid + LiquidHandCases.rendered.map(\.template) + generated
    }

    func testVerdictsAreRecorded() throws {
        for text in LiquidParseCases.valid { XCTAssertTrue(LiquidTemplate(parsing: text).parses, text) }
        for text in LiquidParseCases.invalid { XCTAssertFalse(LiquidTemplate(parsing: text).parses, text) }
        let entries = PythonLiquidVerdictTests.texts.map { text -> String in
            let differs = LiquidParseCases.pythonLiquidDiffers[text].map { ", \"python_liquid_differs\": \(LiquidJSON.quoted($0))" } ?? ""
            return "    {\"text\": \(LiquidJSON.quoted(text)), \"parses\": \(LiquidTemplate(parsing: text).parses)\(differs)}"
        }
        GoldenFile.assert("{\"texts\": [\n" + entries.joined(separator: ",\n") + "\n]}\n", matches: PythonLiquidVerdictTests.golden)
    }

    func testVerdictsAgreeWithPythonLiquid() throws {
        let python = OracleTool.root.appendingPathComponent(".build-venv/bin/python").path
        let tool = try OracleTool.require(python, check: ["-c", "import liquid"], because: "the python-liquid check needs the venv (Scripts/venv.sh)")
        let script = OracleTool.root.appendingPathComponent("Scripts/check_liquid_parse.py").path
        let run = try OracleTool.run(tool, [script, OracleTool.root.appendingPathComponent(PythonLiquidVerdictTests.golden).path])
        let output = String(decoding: run.output, as: UTF8.self)
        print(output, terminator: "")
        XCTAssertEqual(run.status, 0, output + run.error)
    }
}
