import CampaignDiagnostics
import CampaignModel
import CampaignYAML
import XCTest

@testable import CampaignCompiler

/// Durations, times and ids over inline YAML.
final class ReaderFormatTests: XCTestCase {
    private func read<T>(_ yaml: String, _ reader: (DecodingContext, YAMLNode) -> Located<T>?) -> T? {
        let (value, diagnostics) = readValue(yaml, reader)
        XCTAssertEqual(diagnostics.map(render), [], yaml)
        return value?.value
    }

    // MARK: durations

    func testDurations() {
        XCTAssertEqual(read("x: 500ms") { $0.duration($1, "x") }, Duration(milliseconds: 500))
        XCTAssertEqual(read("x: 2.5s") { $0.duration($1, "x") }, Duration(milliseconds: 2500))
        XCTAssertEqual(read("x: 7d") { $0.duration($1, "x") }, .days(7))
        XCTAssertEqual(read("x: 45s") { $0.duration($1, "x") }, .seconds(45))
        XCTAssertEqual(read("x: \"15m\"") { $0.duration($1, "x") }, .minutes(15))
    }

    func testMalformedDurations() {
        let message = "expected a duration such as `500ms`, `30s`, `15m`, `24h` or `7d`, found"
        assertReader("x: ⟨v⟩5x", [Expect(.E106, at: "v", "\(message) `5x`")]) { $0.duration($1, "x") }
        assertReader("x: ⟨v⟩1.5", [Expect(.E106, at: "v", "\(message) `1.5`")]) { $0.duration($1, "x") }
        assertReader("x: ⟨v⟩1h30m", [Expect(.E106, at: "v", "\(message) `1h30m`")]) { $0.duration($1, "x") }
        assertReader(
            "x: ⟨v⟩\"30\"",
            [
                Expect(.E106, at: "v", "\(message) the string \"30\"", help: "write a unit, e.g. `30s`, or remove the quotes")
            ]
        ) { $0.duration($1, "x") }
        assertReader("x: ⟨v⟩[1s]", [Expect(.E103, at: "v", "expected a duration, found a list")]) { $0.duration($1, "x") }
        assertReader("x: ⟨v⟩0.5ms", [Expect(.E106, at: "v", "`x` must be a whole number of milliseconds, found `0.5ms`")]) {
            $0.duration($1, "x")
        }
    }

    func testWholeSeconds() {
        XCTAssertEqual(read("x: 1.5m") { $0.duration($1, "x", wholeSeconds: true) }, .seconds(90))
        assertReader("x: ⟨v⟩2.5s", [Expect(.E106, at: "v", "`x` must be a whole number of seconds, found `2.5s`")]) {
            $0.duration($1, "x", wholeSeconds: true)
        }
        assertReader("x: ⟨v⟩500ms", [Expect(.E106, at: "v", "`x` must be a whole number of seconds, found `500ms`")]) {
            $0.duration($1, "x", wholeSeconds: true)
        }
    }

    func testDurationRanges() {
        let range = Duration.zero...Duration.hours(24)
        XCTAssertEqual(read("x: 24h") { $0.duration($1, "x", in: range) }, .hours(24))
        XCTAssertEqual(read("x: 0s") { $0.duration($1, "x", in: range) }, .zero)
        assertReader("x: ⟨v⟩25h", [Expect(.E105, at: "v", "expected a duration from 0s to 24h, found `25h`")]) {
            $0.duration($1, "x", in: range)
        }
        assertReader("x: ⟨v⟩-1s", [Expect(.E105, at: "v", "expected a duration from 0s to 24h, found `-1s`")]) {
            $0.duration($1, "x", in: range)
        }
        assertReader("x: ⟨v⟩-1s", [Expect(.E105, at: "v", "expected a duration of at least 0s, found `-1s`")]) {
            $0.duration($1, "x")
        }
        assertReader(
            "x: ⟨v⟩99999999999999d",
            [
                Expect(.E105, at: "v", "expected a duration from 0s to 24h, found `99999999999999d`")
            ]
        ) { $0.duration($1, "x", in: range) }
    }

    // MARK: times

    func testTimes() {
        XCTAssertEqual(read("x: 2026-03-01T10:00:00+01:00") { $0.time($1, "x") }, Timestamp(unixSeconds: 1_772_355_600))
        XCTAssertEqual(read("x: '2026-03-01T09:00:00Z'") { $0.time($1, "x") }, Timestamp(unixSeconds: 1_772_355_600))
    }

    func testBadTimes() {
        let expected = "expected an RFC 3339 time with an offset such as `2026-03-01T09:00:00Z`, found"
        assertReader(
            "x: ⟨v⟩2026-03-01",
            [Expect(.E106, at: "v", "\(expected) `2026-03-01`", help: "add a time: `2026-03-01T00:00:00Z` (midnight UTC), or another time and offset")]
        ) { $0.time($1, "x") }
        assertReader(
            "x: ⟨v⟩2026-03-01T09:00:00",
            [
                Expect(.E106, at: "v", "\(expected) `2026-03-01T09:00:00`", help: "add `Z` for UTC, or an offset such as `+01:00`")
            ]
        ) { $0.time($1, "x") }
        assertReader(
            "x: ⟨v⟩2026-02-30T10:00:00Z",
            [
                Expect(.E106, at: "v", "invalid time `2026-02-30T10:00:00Z`: February 2026 has 28 days")
            ]
        ) { $0.time($1, "x") }
        assertReader(
            "x: ⟨v⟩2026-06-31T10:00:00Z",
            [
                Expect(.E106, at: "v", "invalid time `2026-06-31T10:00:00Z`: June 2026 has 30 days")
            ]
        ) { $0.time($1, "x") }
        assertReader(
            "x: ⟨v⟩2026-01-10T25:00:00Z",
            [
                Expect(.E106, at: "v", "invalid time `2026-01-10T25:00:00Z`: hour 25 does not exist (00 to 23)")
            ]
        ) { $0.time($1, "x") }
        XCTAssertEqual(read("x: 2028-02-29T00:00:00Z") { $0.time($1, "x") }, Timestamp(unixSeconds: 1_835_395_200))
    }

    // MARK: ids

    func testIDs() {
        XCTAssertEqual(read("x: spring-sale_2") { $0.id($1, "x") }, "spring-sale_2")
        XCTAssertEqual(read("x: 2026") { $0.id($1, "x") }, "2026")
        let expected = "expected an id (1 to 64 lowercase letters, digits, `_` or `-`, starting with a letter or digit), found"
        assertReader("x: ⟨v⟩Spring Sale", [Expect(.E106, at: "v", "\(expected) `Spring Sale`", help: "write `spring-sale`")]) {
            $0.id($1, "x")
        }
        assertReader("x: ⟨v⟩-sale", [Expect(.E106, at: "v", "\(expected) `-sale`")]) { $0.id($1, "x") }
        assertReader("x: ⟨v⟩\"\"", [Expect(.E106, at: "v", "\(expected) the string \"\"")]) { $0.id($1, "x") }
    }
}
