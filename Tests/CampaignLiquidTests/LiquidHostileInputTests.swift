import CampaignLiquid
import CampaignTestSupport
import XCTest

/// Hostile texts: random bytes, deep nesting, long inputs. Nothing crashes or hangs, every
/// problem is an issue or a typed render error, and cost grows linearly.
final class LiquidHostileInputTests: XCTestCase {
    static let tokens = [
        "{{", "}}", "{%", "%}", "-", "${", "}", "[", "]", "(", ")", "..", "|", ":", ",", "'", "\"", "\u{201C}", "\u{2019}", "==", "<", " ", "\n", "a",
        "x1", "if ", "for ", "endif", "endfor", "else", "raw", "endraw", "comment", "endcomment", "liquid", "assign", " in ", "#", "é", "🎉", "=",
        "upcase", "1", "2.5", "<!--", "-->", "?", "message_extras", ":key", ":value", "abort_message", "translation", "endtranslation",
    ]

    func testRandomTextsNeverCrash() {
        var random = SplitMix64(seed: 31)
        let context = LiquidCheckContext(field: .uri, triggers: [.sessionStart], attributes: ["a": .number], events: [:], contentBlocks: ["b"])
        let environment = LiquidRenderEnvironment(now: LiquidTime(seconds: 0))
        var withIssues = 0
        for round in 0..<3_000 {
            var text = String.UnicodeScalarView()
            for _ in 0..<random.below(60) {
                if round % 3 == 0 {
                    // Raw bytes read as UTF-8 (invalid ones become U+FFFD).
                    text.append(contentsOf: String(decoding: [random.byte()], as: UTF8.self).unicodeScalars)
                } else {
                    text.append(contentsOf: LiquidHostileInputTests.tokens[random.below(LiquidHostileInputTests.tokens.count)].unicodeScalars)
                }
            }
            let template = LiquidTemplate(parsing: String(text))
            let issues = LiquidChecker.check(template, in: context)
            if !issues.isEmpty { withIssues += 1 }
            for issue in issues {
                XCTAssertTrue(issue.range.lowerBound >= 0 && issue.range.upperBound <= template.length, "\(issue) in \(String(text).debugDescription)")
                XCTAssertFalse(issue.summary.isEmpty)
            }
            if case .failed(let error) = template.render(for: LiquidProfile(), in: environment) { XCTAssertFalse(error.message.isEmpty) }
        }
        XCTAssertGreaterThan(withIssues, 1_000)
    }

    func testDeepNestingIsOneProblem() {
        for (open, close) in [("{% if a %}", "{% endif %}"), ("{% for a in b %}", "{% endfor %}"), ("{% capture a %}", "{% endcapture %}")] {
            let text = String(repeating: open, count: 10_000) + String(repeating: close, count: 10_000)
            XCTAssertEqual(LiquidTemplate(parsing: text).issues.map(\.kind), [.nestingTooDeep(limit: 100)])
        }
        let parens = "{{ " + String(repeating: "(", count: 10_000) + " }}"
        XCTAssertEqual(LiquidTemplate(parsing: parens).issues.map(\.kind), [.nestingTooDeep(limit: 50)])
        let liquid = String(repeating: "{% liquid\nif a\n", count: 200)
        XCTAssertFalse(LiquidTemplate(parsing: liquid).issues.isEmpty)
    }

    func testCostIsLinear() {
        let pieces = [
            "Hi {{ ${first_name} | default: 'x' | upcase }} ", "{{ {{ {% ", "{% if a %}{% for x in y %}", "{% raw %}", "${ ${ {{ ${",
            "{% liquid\nassign a = 1\n",
        ]
        for piece in pieces {
            CPUTime.assertLinear(
                size: 2_000, piece.debugDescription, prepare: { String(repeating: piece, count: $0) },
                { text in _ = LiquidChecker.check(LiquidTemplate(parsing: text), in: .text) })
        }
        let repeated = "{% if true %}{{ 'ab' | append: 'c' | upcase }}{% endif %}"
        CPUTime.assertLinear(
            size: 1_000, "render", prepare: { String(repeating: repeated, count: $0) },
            { _ = LiquidTemplate(parsing: $0).render(for: LiquidProfile(), in: LiquidRenderEnvironment(now: LiquidTime(seconds: 0))) })
    }
}
