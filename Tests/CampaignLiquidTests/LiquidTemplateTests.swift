import CampaignTestSupport
import XCTest

@testable import CampaignLiquid

/// The parsed tree, its ranges, and what a template tells the preview and localisation.
final class LiquidTemplateTests: XCTestCase {
    func testTheNoLiquidPathIsPlainText() {
        XCTAssertFalse(LiquidDetection.containsLiquid("Hi { there } %} }}"))
        XCTAssertTrue(LiquidDetection.containsLiquid("a {% raw %}"))
        XCTAssertTrue(LiquidDetection.containsLiquid("{{"))
        XCTAssertEqual(LiquidTemplate(parsing: "Café {x}").nodes, [.text("Café {x}", range: 0..<8)])
        XCTAssertEqual(LiquidTemplate(parsing: "").nodes, [])
    }

    func testRangesAreUnicodeScalarOffsets() throws {
        let template = LiquidTemplate(parsing: "🎉 é {{ custom_attribute.${zip code} }}")
        guard case .output(let output) = template.nodes[1] else { return XCTFail("no output") }
        XCTAssertEqual(output.range, 4..<38)
        let variable = try XCTUnwrap(output.expression?.value.variable)
        XCTAssertEqual(variable.root, "custom_attribute")
        XCTAssertEqual(variable.segments, [.name("zip code", range: 24..<35, personalization: true)])
        XCTAssertEqual(variable.displayName, "custom_attribute.${zip code}")
    }

    func testOutputInsideTagMarkupMeansItsExpression() throws {
        let a = LiquidTemplate(parsing: "{% if {{custom_attribute.${vip}}} == true %}y{% endif %}")
        let b = LiquidTemplate(parsing: "{% if custom_attribute.${vip} == true %}y{% endif %}")
        guard case .tag(let ta) = a.nodes[0], case .tag(let tb) = b.nodes[0], case .conditional(let ca?, _) = ta.kind,
            case .conditional(let cb?, _) = tb.kind, case .comparison(let la, .equal, _) = ca, case .comparison(let lb, .equal, _) = cb
        else { return XCTFail("not comparisons") }
        XCTAssertEqual(la.variable?.displayName, lb.variable?.displayName)
        XCTAssertTrue(a.issues.isEmpty)
    }

    func testBlocksHoldTheirBranches() throws {
        let template = LiquidTemplate(parsing: "{% if a %}1{% elsif b %}2{% else %}3{% endif %}")
        guard case .tag(let tag) = template.nodes[0] else { return XCTFail("no tag") }
        XCTAssertEqual(tag.branches.map(\.nodes), [[.text("1", range: 10..<11)], [.text("2", range: 24..<25)], [.text("3", range: 35..<36)]])
        XCTAssertEqual(tag.branches.map(\.tagRange), [0..<10, 11..<24, 25..<35])
        XCTAssertEqual(tag.endRange, 36..<47)
    }

    func testWhitespaceControlTrimsTheNeighbouringText() {
        XCTAssertEqual(LiquidTemplate(parsing: "a \n{{- 'b' -}}\n c").nodes.first, .text("a", range: 0..<3))
        XCTAssertEqual(LiquidTemplate(parsing: "a \n{{- 'b' -}}\n c").nodes.last, .text("c", range: 14..<17))
    }

    func testWhatATemplateUses() {
        let template = LiquidTemplate(
            parsing: "{{ ${first_name} }} {% if custom_attribute.${vip} %}{{ event_properties.${item} }}{% endif %}{{ ${first_name} | upcase }}")
        XCTAssertEqual(
            template.usedNames,
            [
                LiquidUsedName(kind: .standardAttribute, name: "first_name"), LiquidUsedName(kind: .customAttribute, name: "vip"),
                LiquidUsedName(kind: .eventProperty, name: "item"),
            ])
        XCTAssertTrue(template.isTemplated)
        XCTAssertFalse(LiquidTemplate(parsing: "{{ ${first_name} }}").isTemplated)
        XCTAssertTrue(LiquidTemplate(parsing: "{% connected_content https://x.example :save r %}").isTemplated)
        XCTAssertTrue(LiquidTemplate(parsing: "{% catalog_items games 1 %}").isTemplated)
    }

    func testTranslationBlocksAndPlaceholders() {
        let template = LiquidTemplate(parsing: "{% translation hi %}Hi {{ ${first_name} | default: 'x' }}{% if a %}!{% endif %}{% endtranslation %}")
        XCTAssertEqual(
            template.translationSpans,
            [
                LiquidTranslationSpan(
                    id: "hi", idRange: 15..<17, openingRange: 0..<20, bodyRange: 20..<79, body: "Hi {{ ${first_name} | default: 'x' }}{% if a %}!{% endif %}",
                    depth: 0)
            ])
        XCTAssertEqual(
            LiquidTemplate.parityPlaceholders(of: template.translationSpans[0].body).map(\.written),
            ["{% endif %}", "{% if a %}", "{{ ${first_name} | default: 'x' }}"])
    }
    /// A file may hold Liquid when its bytes have `{{`, `{%` or a backslash (an escape can spell
    /// a brace); each scalar of a sample without them is free of Liquid.
    func testMayHoldLiquidIsFalseOnlyWithoutBracesAndEscapes() {
        let cases: [(String, Bool)] = [
            ("name: Hi\nmessage: plain {text} }}", false), ("message: Hi {{ x }}", true), ("message: '{% if %}'", true),
            (#"message: "\x7B{ x }}""#, true), ("message: { a: {b: c} }", false), ("message: {{a: b}: c}", true), ("", false),
        ]
        for (text, expected) in cases {
            XCTAssertEqual(LiquidDetection.mayHoldLiquid(fileBytes: Array(text.utf8)), expected, text)
        }
        // The word-at-a-time scan against a byte-by-byte one, at every alignment of the marks.
        var random = SplitMix64(seed: 11)
        let alphabet = Array("ab {%\\\n:é".utf8)
        var compared = 0
        for _ in 0..<5000 {
            let bytes = (0..<random.below(40)).map { _ in alphabet[random.below(alphabet.count)] }
            var markup = false
            for index in bytes.indices.dropFirst()
            where bytes[index - 1] == UInt8(ascii: "{") && (bytes[index] == UInt8(ascii: "{") || bytes[index] == UInt8(ascii: "%")) {
                markup = true
            }
            let expected = markup || bytes.contains(UInt8(ascii: "\\"))
            XCTAssertEqual(LiquidDetection.mayHoldLiquid(fileBytes: bytes), expected, String(decoding: bytes, as: UTF8.self))
            // The same scan for one text, where a backslash does not count (decoding repairs a
            // byte of `é` picked alone, never a brace).
            let text = String(decoding: bytes, as: UTF8.self)
            XCTAssertEqual(LiquidDetection.containsLiquid(text), markup, text)
            compared += 1
        }
        XCTAssertEqual(compared, 5000)
    }
}
