import CampaignDiagnostics
import CampaignModel
import CanonicalJSON
import XCTest

@testable import CampaignCompiler

/// `variants:` and `control:` (SPEC §17): the split, its limits and sum (E104), names (E106,
/// E205), equal variants (W915), and every message rule per variant with its name.
final class VariantDecodingTests: XCTestCase {
    private func variants(_ body: String, control: String = "") -> String {
        "campaign: spring-sale\ntrigger: session_start\nvariants:\n\(body)\n\(control)"
    }

    private let twoVariants = """
          - name: short-copy
            percent: 45
            message: { type: slideup, message: "Spring sale, 20% off" }
          - name: long-copy
            percent: 45
            message: { type: modal, header: Spring, message: "Spring sale, 20% off shoes and bags" }
        """

    func testASplitDecodesInWrittenOrder() throws {
        let campaigns = assertClean(variants(twoVariants, control: "control: 10"))
        let split = try XCTUnwrap(campaigns.first?.variantSplit)
        XCTAssertEqual(split.variants.map(\.name.value), ["short-copy", "long-copy"])
        XCTAssertEqual(split.variants.map(\.percent.value), [45, 45])
        XCTAssertEqual(split.variants.map(\.message.type), [.slideup, .modal])
        XCTAssertEqual(split.control, 10)
        XCTAssertEqual(split.controlBuckets, 0...9)
        XCTAssertEqual(split.variantBuckets, [10...54, 55...99])
        XCTAssertEqual(campaigns.first?.message, split.variants.first?.message)
    }

    func testWithoutControlTheVariantsStartAtBucketZero() throws {
        let body = "  - { name: a, percent: 30, message: { type: slideup, message: A } }\n  - { name: b, percent: 70, message: { type: slideup, message: B } }"
        let split = try XCTUnwrap(assertClean(variants(body)).first?.variantSplit)
        XCTAssertNil(split.controlBuckets)
        XCTAssertEqual(split.variantBuckets, [0...29, 30...99])
    }

    func testMessageAndVariantsIsE104AtTheLaterKey() {
        assertDiagnostics(
            "campaign: x\ntrigger: session_start\nmessage: { type: slideup, message: Hi }\n⟨v⟩variants: []\n",
            [
                Expect(
                    .E104, at: "v", "a campaign has either `message` or `variants`, not both",
                    help: "keep `variants` and move this message into one of them, or remove `variants`")
            ])
        assertDiagnostics(
            "campaign: x\ntrigger: session_start\nvariants: []\n⟨m⟩message: { type: slideup, message: Hi }\n",
            [
                Expect(
                    .E104, at: "m", "a campaign has either `message` or `variants`, not both",
                    help: "keep `variants` and move this message into one of them, or remove `variants`")
            ])
    }

    func testFewerThanTwoOrMoreThanEightVariantsIsE104AtVariants() {
        assertDiagnostics(
            "campaign: x\ntrigger: session_start\nvariants:\n  ⟨v⟩- { name: a, percent: 99, message: { type: slideup, message: A } }\ncontrol: 1\n",
            [
                Expect(
                    .E104, at: "v", "a campaign has 2 to 8 variants, found 1",
                    help: "add a second variant, or write the one message as `message:`")
            ])
        let nine = (1...9).map { "  - { name: v\($0), percent: 11, message: { type: slideup, message: M\($0) } }" }.joined(separator: "\n")
        assertDiagnostics(
            "campaign: x\ntrigger: session_start\nvariants:\n  ⟨v⟩" + nine.dropFirst(2) + "\ncontrol: 1\n",
            [Expect(.E104, at: "v", "a campaign has 2 to 8 variants, found 9", help: "remove variants until 8 are left")])
    }

    func testAThousandEqualVariantsAreOneCountErrorAndOneSumError() {
        let many = (1...1000).map { "  - { name: v\($0), percent: 1, message: { type: slideup, message: Same } }" }.joined(separator: "\n")
        let compiled = compileYAML("campaign: x\ntrigger: session_start\nvariants:\n" + many + "\n")
        XCTAssertEqual(
            compiled.diagnostics.map { "\($0.code) \($0.message)" },
            ["E104 a campaign has 2 to 8 variants, found 1000", "E104 the variants' percents sum to 1000; they must sum to 100"])
    }

    func testTheSumIsE104AtControl() {
        assertDiagnostics(
            variants(twoVariants, control: "control: ⟨c⟩15\n"),
            [Expect(.E104, at: "c", "the variants' percents and `control` sum to 105; they must sum to 100", help: "take 5 off a percent")])
    }

    func testWithoutControlTheSumIsE104AtTheLastPercent() {
        assertDiagnostics(
            variants(
                "  - { name: a, percent: 30, message: { type: slideup, message: A } }\n  - { name: b, percent: ⟨p⟩60, message: { type: slideup, message: B } }"),
            [
                Expect(
                    .E104, at: "p", "the variants' percents sum to 90; they must sum to 100", help: "add 10 to a percent, or to `control`")
            ])
    }

    func testPercentAndControlRanges() {
        assertDiagnostics(
            variants(
                "  - { name: a, percent: ⟨p⟩100, message: { type: slideup, message: A } }\n  - { name: b, percent: ⟨z⟩0, message: { type: slideup, message: B } }",
                control: "control: ⟨c⟩100\n"),
            [
                Expect(.E105, at: "p", "expected an integer from 1 to 99, found `100`"),
                Expect(.E105, at: "z", "expected an integer from 1 to 99, found `0`"),
                Expect(.E105, at: "c", "expected an integer from 0 to 99, found `100`"),
            ])
    }

    func testNamesAreIdsAndUnique() {
        assertDiagnostics(
            variants(
                "  - { name: ⟨a⟩same, percent: 50, message: { type: slideup, message: A } }\n  - { name: ⟨b⟩same, percent: 50, message: { type: slideup, message: B } }"
            ),
            [
                Expect(
                    .E205, at: "b", "two variants are named `same`", help: "give each variant its own `name`",
                    notes: [ExpectNote("the first variant with this name is here", at: "a")])
            ])
    }

    func testEqualMessagesAreW915AtTheLaterName() {
        assertDiagnostics(
            variants(
                """
                  - name: ⟨a⟩short-copy
                    percent: 50
                    message: { type: slideup, message: "Spring sale" }
                  - name: ⟨b⟩long-copy
                    percent: 50
                    message:
                      message: 'Spring sale'
                      type: slideup
                """),
            [
                Expect(
                    .W915, at: "b", "variant `long-copy` has the same message as variant `short-copy`",
                    help: "change one of the two messages, or remove one variant and give its percent to the other",
                    notes: [ExpectNote("the variant with the same message is here", at: "a")])
            ])
    }

    func testMessageRulesNameTheVariant() throws {
        let marked = variants(
            """
              - name: short-copy
                percent: 50
                message: { type: ⟨t⟩full, message: Hi, ⟨k⟩uri: x }
              - name: long-copy
                percent: 50
                message: { type: slideup, message: Hello }
            """)
        assertDiagnostics(
            marked,
            [
                Expect(
                    .E201, at: "t", "a full message needs an image", help: "add `image: https://…`, or use `type: modal`",
                    notes: [
                        ExpectNote("the SDK discards a full in-app message without an image when it is about to display it"),
                        ExpectNote("in variant short-copy"),
                    ]),
                Expect(.E101, at: "k", "unknown key `uri`", notes: [ExpectNote("in variant short-copy")]),
            ])
        let compiled = compileYAML(marked)
        XCTAssertEqual(compiled.diagnostics.map(\.variant), ["short-copy", "short-copy"])
        guard case .object(let json) = JSONDiagnosticRenderer.value(of: compiled.diagnostics[1]) else { return XCTFail("not an object") }
        XCTAssertEqual(json["variant"], .string("short-copy"))
        guard case .object(let outside) = JSONDiagnosticRenderer.value(of: compileYAML(variants("  []")).diagnostics[0]) else {
            return XCTFail("not an object")
        }
        XCTAssertNil(outside["variant"])
    }

    func testControlWithoutVariantsIsAnUnknownKey() {
        assertDiagnostics(
            campaign(message: "type: slideup\nmessage: Hi", extra: "⟨c⟩control: 5\n"),
            [
                Expect(
                    .E101, at: "c", "unknown key `control`", help: "`control` goes with `variants`: it is the share of users who get none of them")
            ])
    }
}
