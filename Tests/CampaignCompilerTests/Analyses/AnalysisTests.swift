import CampaignDiagnostics
import CampaignYAML
import XCTest

@testable import CampaignCompiler

/// E401 and W402: the checks that look at all inputs of a run together.
final class AnalysisTests: XCTestCase {
    private func compile(_ files: [(String, String)]) -> [CompiledFile] {
        files.map { path, text in
            CampaignCompiler(now: testNow, files: testFiles).compile(YAMLParser.parse(SourceFile(path: path, text: text)))
        }
    }

    private func analyze(_ files: [(String, String)]) -> [String] {
        let compiled = compile(files)
        XCTAssertEqual(compiled.flatMap(\.diagnostics).map(render), [], "the inputs themselves are clean")
        return CampaignCompiler.analyze(compiled).map { d in
            var text = "\(d.location.file):" + render(d)
            for note in d.notes { text += " @ \(note.location?.file ?? "-")" }
            return text
        }
    }

    private func campaign(_ id: String, trigger: String = "session_start", priority: String? = nil, schedule: String = "") -> String {
        var text = "campaign: \(id)\n"
        if let priority { text += "priority: \(priority)\n" }
        text += schedule
        text += "trigger: \(trigger)\nmessage: { type: slideup, message: Hi }\n"
        return text
    }

    func testDuplicateIDAcrossFilesPointsAtTheLaterOneWithANoteAtTheFirst() {
        let a = campaign("welcome", trigger: "any_purchase")
        let b = "# second file\n" + campaign("welcome", trigger: "{ push_click: winback }")
        // Given in reverse order: the result must not depend on it.
        XCTAssertEqual(
            analyze([("b.yaml", b), ("a.yaml", a)]),
            [
                "b.yaml:E401 2:11 duplicate campaign id `welcome` | help: rename one of the campaigns: ids must be unique across all inputs | note 1:11: `welcome` is first used here @ a.yaml"
            ])
    }

    func testDuplicateIDInsideOneFileAndThreeTimes() {
        let text = [campaign("a", trigger: "any_purchase"), campaign("a", trigger: "{ custom_event: x }"), campaign("a", trigger: "{ push_click: y }")].joined(
            separator: "---\n")
        // Once, at the last use, with a note at each other use.
        XCTAssertEqual(
            analyze([("x.yaml", text)]),
            [
                "x.yaml:E401 9:11 duplicate campaign id `a` | help: rename one of the campaigns: ids must be unique across all inputs"
                    + " | note 1:11: `a` is first used here | note 5:11: `a` is used here too @ x.yaml @ x.yaml"
            ])
    }

    /// The use in the file that sorts last is reported: a copy whose name sorts first is the original's note.
    func testDuplicateIDIsReportedInTheFileThatSortsLast() {
        let files = [
            ("promo-copy.yaml", campaign("promo")), ("promo.yaml", campaign("promo", trigger: "any_purchase")),
            ("zz.yaml", campaign("promo", trigger: "{ push_click: y }")),
        ]
        XCTAssertEqual(
            analyze(files),
            [
                "zz.yaml:E401 1:11 duplicate campaign id `promo` | help: rename one of the campaigns: ids must be unique across all inputs"
                    + " | note 1:11: `promo` is first used here | note 1:11: `promo` is used here too @ promo-copy.yaml @ promo.yaml"
            ])
    }

    /// In an editor, each open document that uses the id shows it too.
    func testDuplicateIDAtEveryUseInTheFilesShownIn() {
        let compiled = compile([
            ("a.yaml", campaign("dup")), ("b.yaml", campaign("dup", trigger: "any_purchase")), ("c.yaml", campaign("dup", trigger: "{ push_click: y }")),
        ])
        let found = CampaignCompiler.analyze(compiled.map(\.analysisFacts), duplicatesShownIn: ["a.yaml"]).sortedForReport()
        XCTAssertEqual(
            found.map { "\($0.location.file) " + $0.notes.map { "\($0.location?.file ?? "-"): \($0.message)" }.joined(separator: "; ") },
            [
                "a.yaml b.yaml: `dup` is used here too; c.yaml: `dup` is used here too",
                "c.yaml a.yaml: `dup` is first used here; b.yaml: `dup` is used here too",
            ])
    }

    /// A campaign never ties with itself: neither its id used twice nor its trigger written twice.
    func testNoPriorityTieOfACampaignWithItself() {
        let files = [("a.yaml", campaign("banner")), ("b.yaml", campaign("banner"))]
        XCTAssertEqual(analyze(files).map { String($0.prefix(11)) }, ["b.yaml:E401"])
        let twice = compile([("t.yaml", campaign("banner", trigger: "[ { custom_event: e }, { custom_event: e } ]"))])
        XCTAssertEqual(CampaignCompiler.analyze(twice).map(\.code), [])
        XCTAssertEqual(twice.flatMap(\.diagnostics).map(\.code), [.W315])
    }

    // MARK: W403

    private func w403(
        _ narrower: String, priority: String = "60", broader: String, reeligible: String = "reeligible_after: 0s\n", schedule: String = "",
        narrowerSchedule: String = ""
    ) -> [String] {
        let text =
            "campaign: all-carts\npriority: 80\n\(reeligible)\(schedule)trigger: \(broader)\nmessage: { type: slideup, message: Hi }\n---\n"
            + "campaign: winter-promo\npriority: \(priority)\n\(narrowerSchedule)trigger: \(narrower)\nmessage: { type: slideup, message: Coats }\n"
        return analyze([("c.yaml", text)]).filter { $0.contains("W403") }
    }

    private let winter = "{ custom_event: added_to_cart, filters: [ { property: category, equals: coats }, { property: total, greater_than: 100 } ] }"

    func testABroaderCampaignThatAlwaysWinsIsReported() {
        XCTAssertEqual(
            w403(winter, broader: "{ custom_event: added_to_cart }"),
            [
                "c.yaml:W403 8:11 `winter-promo` never shows: `all-carts` (priority 80) matches every event it matches"
                    + " | help: give `winter-promo` a priority above 80, narrow the filters of `all-carts`, or remove `winter-promo`"
                    + " | note 2:11: `all-carts` is here: eligible again at once (`reeligible_after: 0s`) and live whenever `winter-promo` is @ c.yaml"
            ])
        // Broader filters that the narrower ones imply; an any_of the narrower one falls within.
        XCTAssertEqual(
            w403(winter, broader: "{ custom_event: added_to_cart, filters: [ { property: total, greater_than: 50 } ] }").count, 1)
        XCTAssertEqual(
            w403(
                winter,
                broader:
                    "{ custom_event: added_to_cart, filters: [ { any_of: [ { property: category, equals: coats }, { property: category, equals: hats } ] } ] }"
            ).count, 1)
        XCTAssertEqual(w403("{ specific_purchase: sku_1 }", broader: "any_purchase").count, 1)
    }

    func testNothingWhenUnsureOrWhenTheNarrowerCanWin() {
        // The broader filters are not implied, the trigger differs, the priority is not higher.
        XCTAssertEqual(w403(winter, broader: "{ custom_event: added_to_cart, filters: [ { property: total, greater_than: 150 } ] }"), [])
        XCTAssertEqual(w403(winter, broader: "{ custom_event: viewed_cart }"), [])
        XCTAssertEqual(w403(winter, priority: "90", broader: "{ custom_event: added_to_cart }"), [])
        // The broader one steps aside: shown only once, or resting between showings.
        XCTAssertEqual(w403(winter, broader: "{ custom_event: added_to_cart }", reeligible: ""), [])
        XCTAssertEqual(w403(winter, broader: "{ custom_event: added_to_cart }", reeligible: "reeligible_after: 1h\n"), [])
        XCTAssertEqual(w403(winter, broader: "{ custom_event: added_to_cart }", reeligible: "reeligible_after: 0s\nminimum_interval: 10s\n"), [])
        // Schedules: the broader must be live whenever the narrower is.
        XCTAssertEqual(
            w403(winter, broader: "{ custom_event: added_to_cart }", schedule: "schedule: { start: 2026-01-01T00:00:00Z }\n"), [])
        XCTAssertEqual(
            w403(
                winter, broader: "{ custom_event: added_to_cart }", schedule: "schedule: { start: 2026-01-01T00:00:00Z }\n",
                narrowerSchedule: "schedule: { start: 2026-02-01T00:00:00Z, end: 2026-03-01T00:00:00Z }\n"
            ).count, 1)
    }

    /// Every trigger of the narrower campaign must be covered.
    func testEveryTriggerOfTheNarrowerCampaignIsCovered() {
        XCTAssertEqual(w403("[ \(winter), { custom_event: viewed } ]", broader: "{ custom_event: added_to_cart }"), [])
        XCTAssertEqual(w403("[ \(winter), { custom_event: viewed } ]", broader: "[ { custom_event: added_to_cart }, { custom_event: viewed } ]").count, 1)
    }

    func testPriorityTieOnSameTriggerPointsAtPriorityOfTheLaterCampaign() {
        let text = campaign("first", priority: "high") + "---\n" + campaign("second", priority: "75")
        XCTAssertEqual(
            analyze([("t.yaml", text)]),
            [
                "t.yaml:W402 7:11 campaigns `first` and `second` both fire on `session_start` with priority 75 and overlapping schedules; which one is shown is undefined | help: give one of them a higher priority, or make their schedules not overlap | note 2:11: `first` is here @ t.yaml"
            ])
    }

    func testDefaultedPriorityPointsAtTheTrigger() {
        let text = campaign("one", trigger: "{ custom_event: added_to_cart }") + "---\n" + campaign("two", trigger: "{ custom_event: added_to_cart }")
        XCTAssertEqual(analyze([("t.yaml", text)]).map { String($0.prefix(42)) }, ["t.yaml:W402 6:10 campaigns `one` and `two`"])
    }

    func testNoTieWhenPrioritiesTriggersOrSchedulesDiffer() {
        let march = "schedule: { start: 2026-03-01T00:00:00Z, end: 2026-03-31T23:59:59Z }\n"
        let april = "schedule: { start: 2026-04-01T00:00:00Z }\n"
        let text = [
            campaign("p1", priority: "low"), campaign("p2", priority: "high"),
            campaign("e1", trigger: "{ custom_event: a }"), campaign("e2", trigger: "{ custom_event: b }"),
            campaign("s1", trigger: "any_purchase", schedule: march), campaign("s2", trigger: "any_purchase", schedule: april),
        ].joined(separator: "---\n")
        XCTAssertEqual(analyze([("t.yaml", text)]), [])
    }

    func testOverlapFoundAcrossAGapInStartOrder() {
        // `long` runs all year; `short` in May overlaps it although `mid` lies between them by start.
        let text = [
            campaign("long", trigger: "any_purchase", schedule: "schedule: { start: 2026-01-01T00:00:00Z, end: 2026-12-31T00:00:00Z }\n"),
            campaign("mid", trigger: "{ push_click: x }"),
            campaign("short", trigger: "any_purchase", schedule: "schedule: { start: 2026-05-01T00:00:00Z, end: 2026-05-02T00:00:00Z }\n"),
        ].joined(separator: "---\n")
        XCTAssertEqual(analyze([("t.yaml", text)]).map { String($0.prefix(46)) }, ["t.yaml:W402 12:10 campaigns `long` and `short`"])
    }

    func testManyCampaignsSharingFewTriggersStayFast() {
        // 10,000 campaigns on five triggers: one W402 per campaign but the first of each
        // group, found without comparing every pair.
        let triggers = ["session_start", "any_purchase", "{ custom_event: a }", "{ custom_event: b }", "{ push_click: c }"]
        let files = (0..<100).map { f in
            ("f\(f).yaml", (0..<100).map { i in campaign("c\(f)-\(i)", trigger: triggers[(f * 100 + i) % 5]) }.joined(separator: "---\n"))
        }
        let compiled = compile(files)
        let clock = ContinuousClock()
        var result: [Diagnostic] = []
        let elapsed = clock.measure { result = CampaignCompiler.analyze(compiled) }
        print("analyze: 10,000 campaigns on 5 triggers in \(elapsed)")
        XCTAssertEqual(result.count, 10_000 - 5)
        XCTAssertEqual(Set(result.map(\.code)), [.W402])
    }

    /// 5,000 always-eligible campaigns on one event, each with its own priority and filters none
    /// of the others imply: each is compared with at most 64 broader ones, and nothing is found.
    func testManyAlwaysEligibleCampaignsStayLinear() {
        let files = (0..<50).map { f in
            (
                "f\(f).yaml",
                (0..<100).map { i in
                    let n = f * 100 + i
                    return "campaign: c\(n)\npriority: \(n % 101)\nreeligible_after: 0s\n"
                        + "trigger: { custom_event: e, filters: [ { property: p, equals: v\(n) } ] }\nmessage: { type: slideup, message: Hi }\n"
                }.joined(separator: "---\n")
            )
        }
        let compiled = compile(files)
        let clock = ContinuousClock()
        var result: [Diagnostic] = []
        let elapsed = clock.measure { result = CampaignCompiler.analyze(compiled) }
        print("analyze: 5,000 always-eligible campaigns on one event in \(elapsed)")
        XCTAssertFalse(result.contains { $0.code == .W403 })
        XCTAssertLessThan(elapsed, .seconds(20))
    }
}
