import CampaignDiagnostics
import CampaignModel
import XCTest

@testable import CampaignCompiler

/// schedule, delay, reeligible_after: E306, W313, W314, ranges and whole seconds.
final class CampaignScheduleTests: XCTestCase {
    let tail = "trigger: session_start\nmessage: { type: slideup, message: Hi }\n"

    func testEndNotAfterStart() {
        assertDiagnostics(
            """
            campaign: a
            schedule:
              start: ⟨s⟩2026-03-02T00:00:00Z
              end: ⟨e⟩2026-03-01T00:00:00Z
            \(tail)
            """,
            [
                Expect(.E306, at: "e", "the schedule's `end` is not after its `start`", notes: [ExpectNote("the schedule starts here", at: "s")])
            ])
        assertDiagnostics(
            """
            campaign: a
            schedule: { start: ⟨s⟩2026-03-01T01:00:00+01:00, end: ⟨e⟩2026-03-01T00:00:00Z }
            \(tail)
            """,
            [
                Expect(.E306, at: "e", "the schedule's `end` is not after its `start`", notes: [ExpectNote("the schedule starts here", at: "s")])
            ])
    }

    func testScheduleShapes() throws {
        let open = try XCTUnwrap(assertClean("campaign: a\nschedule: { start: 2026-03-01T09:00:00Z }\n\(tail)").first)
        XCTAssertEqual(open.schedule.start?.value.unixSeconds, 1_772_355_600)
        XCTAssertNil(open.schedule.end)
        assertDiagnostics(
            "campaign: a\nschedule: ⟨v⟩2026-03-01T09:00:00Z\n\(tail)",
            [
                Expect(.E103, at: "v", "expected a mapping, found `2026-03-01T09:00:00Z`")
            ])
        assertDiagnostics(
            "campaign: a\nschedule: { ⟨k⟩stat: 2026-03-01T09:00:00Z }\n\(tail)",
            [
                Expect(.E101, at: "k", "unknown key `stat`", help: "did you mean `start`?")
            ])
    }

    func testBadTimesInTheSchedule() {
        assertDiagnostics(
            "campaign: a\nschedule: { start: ⟨s⟩2026-02-30T00:00:00Z, end: ⟨e⟩2026-03-01 }\n\(tail)",
            [
                Expect(.E106, at: "s", "invalid time `2026-02-30T00:00:00Z`: February 2026 has 28 days"),
                Expect(
                    .E106, at: "e", "expected an RFC 3339 time with an offset such as `2026-03-01T09:00:00Z`, found `2026-03-01`",
                    help: "add a time: `2026-03-01T00:00:00Z` (midnight UTC), or another time and offset"),
            ])
    }

    func testScheduleAlreadyEnded() {
        assertDiagnostics(
            "campaign: a\nschedule: { end: ⟨e⟩2025-12-31T23:59:59Z }\n\(tail)",
            [
                Expect(.W314, at: "e", "the schedule already ended", help: "move `end` into the future, or remove the campaign")
            ])
        // A warning does not drop the campaign.
        XCTAssertEqual(compileYAML("campaign: a\nschedule: { end: 2025-12-31T23:59:59Z }\n\(tail)").campaigns.count, 1)
        assertClean("campaign: a\nschedule: { end: 2026-01-01T00:00:00Z }\n\(tail)")
        assertClean("campaign: a\nschedule: { end: 2025-12-31T23:59:59Z }\n\(tail)", now: 1_767_225_599)
    }

    func testDelayLongerThanTheWindow() {
        assertDiagnostics(
            """
            campaign: a
            schedule: { start: 2026-03-01T09:00:00Z, end: 2026-03-01T10:00:00Z }
            delay: ⟨d⟩2h
            \(tail)
            """,
            [
                Expect(.W313, at: "d", "`delay` (2h) is longer than the schedule window (1h)", help: "shorten the delay or widen the schedule")
            ])
        assertClean("campaign: a\nschedule: { start: 2026-03-01T09:00:00Z, end: 2026-03-01T10:00:00Z }\ndelay: 1h\n\(tail)")
        assertClean("campaign: a\nschedule: { start: 2026-03-01T09:00:00Z }\ndelay: 24h\n\(tail)")
    }

    func testDelayAndReeligibility() throws {
        assertDiagnostics(
            "campaign: a\ndelay: ⟨d⟩2.5s\nreeligible_after: ⟨r⟩721d\n\(tail)",
            [
                Expect(.E106, at: "d", "`delay` must be a whole number of seconds, found `2.5s`"),
                Expect(.E105, at: "r", "expected a duration from 0s to 720d, found `721d`"),
            ])
        assertDiagnostics(
            "campaign: a\ndelay: ⟨d⟩25h\nreeligible_after: ⟨r⟩500ms\n\(tail)",
            [
                Expect(.E105, at: "d", "expected a duration from 0s to 24h, found `25h`"),
                Expect(.E106, at: "r", "`reeligible_after` must be a whole number of seconds, found `500ms`"),
            ])
        let c = try XCTUnwrap(assertClean("campaign: a\ndelay: 0s\nreeligible_after: 720d\n\(tail)").first)
        XCTAssertEqual(c.delay?.value, .zero)
        XCTAssertEqual(c.reeligibleAfter?.value, .days(720))
    }

    func testSeveralIndependentMistakesAreAllReported() {
        assertDiagnostics(
            """
            campaign: ⟨id⟩Bad Id
            priority: ⟨p⟩hihg
            schedule: { start: ⟨s⟩2026-13-01T00:00:00Z }
            delay: ⟨d⟩soon
            ⟨k⟩triger: session_start
            message: { type: slideup, message: Hi }
            """,
            [
                // `triger` is `trigger` misspelt: its E101 says so, without an E102 as well.
                Expect(
                    .E106, at: "id", "expected an id (1 to 64 lowercase letters, digits, `_` or `-`, starting with a letter or digit), found `Bad Id`",
                    help: "write `bad-id`"),
                Expect(.E104, at: "p", "expected `low`, `medium`, `high` or an integer from 0 to 100, found `hihg`", help: "did you mean `high`?"),
                Expect(.E106, at: "s", "invalid time `2026-13-01T00:00:00Z`: month 13 does not exist"),
                Expect(.E106, at: "d", "expected a duration such as `500ms`, `30s`, `15m`, `24h` or `7d`, found `soon`"),
                Expect(.E101, at: "k", "unknown key `triger`", help: "did you mean `trigger`?"),
            ])
    }
}
