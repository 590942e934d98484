import CampaignTestSupport
import Foundation
import XCTest

@testable import CampaignLiquid

/// The renderer against Shopify's own Liquid (Debian's ruby-liquid 5.4, through
/// Scripts/liquid_oracle.rb): a generated corpus and the hand-written cases, each over five
/// profiles. Fails on the first difference, showing both sides.
final class RubyLiquidOracleTests: XCTestCase {
    static let generatedCount = 2_000

    func testRendererAgreesWithRubyLiquid() throws {
        let ruby = try OracleTool.require("/usr/bin/ruby", check: ["-e", "require 'liquid'"], because: "the ruby-liquid oracle needs ruby and ruby-liquid")
        var corpus = LiquidCorpus(seed: 0x5EED_1D)
        let templates = (0..<RubyLiquidOracleTests.generatedCount).map { _ in corpus.template() } + LiquidHandCases.rendered.map(\.template)
        let profilesValue = try XCTUnwrap(LiquidJSON.parse(LiquidCorpus.profiles))
        let profiles = try XCTUnwrap(profilesValue.items).map(RubyLiquidOracleTests.profile)

        let folder = try TestFolder()
        let input = LiquidJSON.text(.object(LiquidObject([("profiles", profilesValue), ("templates", .array(templates.map { .string($0) }))])))
        try folder.write("cases.json", input)
        let script = OracleTool.root.appendingPathComponent("Scripts/liquid_oracle.rb").path
        let run = try OracleTool.run(ruby, [script, folder.path("cases.json")], environment: ["TZ": "UTC", "LANG": "C.UTF-8"])
        XCTAssertEqual(run.status, 0, run.error)
        let output = try XCTUnwrap(LiquidJSON.parse(String(decoding: run.output, as: UTF8.self)), "the oracle's output is not JSON")
        guard case .object(let document) = output, let results = document["results"]?.items, results.count == templates.count else {
            return XCTFail("the oracle answered \(templates.count) templates with something else")
        }
        XCTAssertEqual(document["liquid"], .string("5.4.0"))

        let environment = LiquidRenderEnvironment(now: LiquidTime(seconds: 1_700_000_000))
        var compared = 0
        var raised = 0
        var nonEmpty = 0
        for (index, text) in templates.enumerated() {
            let template = LiquidTemplate(parsing: text)
            let answers = try XCTUnwrap(results[index].items)
            for (number, profile) in profiles.enumerated() {
                guard case .object(let answer) = answers[number] else { return XCTFail("bad answer for template \(index)") }
                let ours = template.render(for: profile, in: environment)
                compared += 1
                if let expected = answer["ok"]?.stringValue {
                    if !expected.isEmpty { nonEmpty += 1 }
                    guard case .rendered(let text, _) = ours, text == expected else {
                        return XCTFail(
                            "template \(index), profile \(number): \(LiquidValue.rubyQuoted(text))\n  ruby-liquid: \(LiquidValue.rubyQuoted(expected))\n  campaignc:   \(ours) \(template.issues.map(\.summary))"
                        )
                    }
                } else {
                    let error = answer["error"]?.stringValue ?? "?"
                    raised += 1
                    let reported = !template.issues.isEmpty || { if case .failed = ours { return true } else { return false } }()
                    guard reported else {
                        return XCTFail(
                            "template \(index), profile \(number): \(LiquidValue.rubyQuoted(text))\n  ruby-liquid raised: \(error)\n  campaignc:   \(ours)")
                    }
                }
            }
        }
        print(
            "ruby-liquid oracle: compared \(templates.count) templates × \(profiles.count) profiles = \(compared) cases (\(nonEmpty) non-empty texts, \(raised) raised by Ruby and reported by campaignc)"
        )
        XCTAssertGreaterThanOrEqual(compared, 2_000 * 5)
    }

    /// A profile of the oracle's JSON form.
    static func profile(_ value: LiquidValue) -> LiquidProfile {
        func pairs(_ key: String) -> [String: LiquidValue] {
            guard case .object(let root) = value, case .object(let object)? = root[key] else { return [:] }
            return Dictionary(uniqueKeysWithValues: object.pairs)
        }
        return LiquidProfile(attributes: pairs("attributes"), customAttributes: pairs("custom_attributes"), eventProperties: pairs("event_properties"))
    }
}
