import CampaignCompiler
import CampaignDiagnostics
import CampaignModel
import CampaignTestSupport
import CanonicalJSON
import XCTest

/// `docs/language.md`'s reference part is generated from the schemas and the model, and kept
/// equal to them (`CAMPAIGNC_RECORD=1` regenerates it and fails).
final class LanguageReferenceTests: XCTestCase {
    func testThePageHoldsTheGeneratedReference() throws {
        let page = try String(contentsOf: DocsRepository.root.appendingPathComponent(LanguageReference.path), encoding: .utf8)
        let generated = try XCTUnwrap(
            GeneratedText.replacing(LanguageReference.marker, in: page, with: LanguageReference().markdown()),
            "\(LanguageReference.path) lacks the language:begin / language:end markers")
        GoldenFile.assert(generated, matches: LanguageReference.path)
    }

    /// Every key any schema knows is in the reference, and every operator and step word.
    func testNothingIsLeftOut() {
        let text = LanguageReference().markdown()
        var keys: Set<String> = []
        for schema in [CampaignSchema.value, ConfigSchema.value, ScenarioSchema.value] { Self.collectKeys(schema, into: &keys) }
        let codes = Set(DiagnosticCode.allCases.map(\.rawValue))
        let written = Set(PageReferences.codeSpans(in: text).flatMap { span in span.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init) })
        for key in keys.subtracting(codes).sorted() {
            XCTAssertTrue(written.contains(key), "the reference leaves out `\(key)`")
        }
        for word in FilterOperator.allCases.map(\.rawValue) + ActionStepWord.allCases.map(\.rawValue) {
            XCTAssertTrue(text.contains("| `\(word)` |"), word)
        }
        for code in ConfigSchema.value["properties"]?["severity"]?["properties"]?.objectValue?.keys.sorted() ?? [] {
            XCTAssertTrue(text.contains("[\(code)](rules/\(code).md)"), code)
        }
    }

    func testTypesAndExamplesReadAsWritten() {
        let reference = LanguageReference()
        let campaign = KeyTable(reference.campaign, order: LanguageReference.Order.campaign).markdown(types: reference.types, flow: reference.flow)
        XCTAssertTrue(campaign.contains("| `campaign` | [id](#values) | **required** |"), campaign)
        XCTAssertTrue(campaign.contains("| `delay` | [duration](#values) (0s to 24h) | `0s` |"), campaign)
        XCTAssertTrue(campaign.contains("| `schedule.start` | [time](#values) |"), campaign)
        XCTAssertEqual(reference.flow.text(["uri": "myapp://cart", "webview": false]), "{ uri: myapp://cart, webview: false }")
        XCTAssertEqual(reference.flow.text(["background": "#1B78CF"]), ##"{ background: "#1B78CF" }"##)
        XCTAssertEqual(reference.flow.text(["2026-03-01T09:00:00Z", "no", "80", 80]), #"[2026-03-01T09:00:00Z, "no", "80", 80]"#)
        XCTAssertEqual(SchemaTypeText.duration(62_208_000), "720d")
        XCTAssertEqual(
            LanguageReference.sentence(about: "any_purchase", in: "`session_start`: when a. `any_purchase`: when the user buys."), "When the user buys.")
    }

    /// The property names of a schema, walking only what is schema (not examples or words).
    private static func collectKeys(_ value: JSONValue, into keys: inout Set<String>) {
        guard case .object(let members) = value else { return }
        if case .object(let properties)? = members["properties"] {
            keys.formUnion(properties.keys)
            for property in properties.values { collectKeys(property, into: &keys) }
        }
        for name in ["items", "additionalProperties", "$defs", "if", "then", "else"] {
            guard let member = members[name] else { continue }
            if name == "$defs", case .object(let definitions) = member {
                for definition in definitions.values { collectKeys(definition, into: &keys) }
            } else {
                collectKeys(member, into: &keys)
            }
        }
        for name in ["anyOf", "oneOf", "allOf"] {
            for item in members[name]?.arrayValue ?? [] { collectKeys(item, into: &keys) }
        }
    }
}
