import XCTest

@testable import CampaignLiquid

/// The renderer's tags, filters, Braze's additions and the errors of a run.
final class LiquidRendererTests: XCTestCase {
    let now = LiquidTime(seconds: 1_700_000_000)
    var ana: LiquidProfile {
        get throws { RubyLiquidOracleTests.profile(try XCTUnwrap(LiquidJSON.parse(LiquidCorpus.profiles)?.items?.first)) }
    }

    func render(_ text: String, _ profile: LiquidProfile = LiquidProfile(), environment: LiquidRenderEnvironment? = nil) -> LiquidRenderOutcome {
        LiquidTemplate(parsing: text).render(for: profile, in: environment ?? LiquidRenderEnvironment(now: now))
    }

    func text(_ text: String, _ profile: LiquidProfile = LiquidProfile()) -> String? {
        guard case .rendered(let out, _) = render(text, profile) else { return nil }
        return out
    }

    func failure(_ text: String, _ profile: LiquidProfile = LiquidProfile()) -> String? {
        guard case .failed(let error) = render(text, profile) else { return nil }
        return "\(error.range.lowerBound)..<\(error.range.upperBound) \(error.message)"
    }

    func testHandWrittenCases() throws {
        let profile = try ana
        for (template, expected) in LiquidHandCases.rendered { XCTAssertEqual(text(template, profile), expected, template) }
    }

    func testMissingValuesRenderAsNothing() {
        XCTAssertEqual(text("[{{ ${first_name} }}][{{ custom_attribute.${x}.y[0] }}][{{ event_properties.${z} }}]"), "[][][]")
    }

    func testNumbersPrintAsRubyWritesThem() {
        XCTAssertEqual(LiquidValue.rubyFloat(1e20), "1.0e+20")
        XCTAssertEqual(LiquidValue.rubyFloat(1e16), "1.0e+16")
        XCTAssertEqual(LiquidValue.rubyFloat(1e15), "1000000000000000.0")
        XCTAssertEqual(LiquidValue.rubyFloat(0.0001), "0.0001")
        XCTAssertEqual(LiquidValue.rubyFloat(0.00001), "1.0e-05")
        XCTAssertEqual(LiquidValue.rubyFloat(-2.5e-7), "-2.5e-07")
        XCTAssertEqual(LiquidValue.rubyFloat(123.456), "123.456")
        XCTAssertEqual(text("{{ 10 | divided_by: 0.0 }} {{ -1 | times: 0.0 }}"), "Infinity -0.0")
    }

    func testSizeOfAnIntegerIsZero() {
        XCTAssertEqual(text("{{ 12 | size }} {{ 1.5 | size }} {{ 'abc' | size }}"), "0 0 3")
    }

    func testBlankIsLiquidsDocumentedBlank() {
        XCTAssertEqual(text("{% if '  ' == blank %}a{% endif %}{% if nil == blank %}b{% endif %}{% if 'x' != blank %}c{% endif %}"), "abc")
    }

    func testBrazeFilters() {
        XCTAssertEqual(text("{{ 145 | money }} {{ 1234567.891 | money }} {{ 'x' | money }}"), "$145.00 $1,234,567.89 $0.00")
        XCTAssertEqual(text("{{ 1234567 | number_with_delimiter }} {{ -1234.5 | number_with_delimiter }}"), "1,234,567 -1,234.5")
        XCTAssertEqual(text("{{ 'a b&c/d' | url_param_escape }} {{ 'a b&c/d' | url_escape }}"), "a%20b%26c%2Fd a%20b&c/d")
        XCTAssertEqual(text("{{ 'He said \"hi\"\n' | json_escape }}"), "He said \\\"hi\\\"\\n")
        XCTAssertEqual(
            text("{% assign o = '{\"a\": [1, 2.5, null, true], \"b\": \"x\"}' | json_parse %}{{ o.a[1] }} {{ o | as_json_string }}"),
            "2.5 {\"a\":[1,2.5,null,true],\"b\":\"x\"}")
        XCTAssertEqual(text("{% assign o = '{\"k\": 3}' | json_parse %}{{ o | property_accessor: 'k' }}"), "3")
        XCTAssertEqual(text("{{ 'hello' | base64_encode }} {{ 'ab' | base64_encode }}"), "aGVsbG8= YWI=")
    }

    func testDigestsMatchTheirStandardVectors() {
        XCTAssertEqual(text("{{ 'abc' | md5 }}"), "900150983cd24fb0d6963f7d28e17f72")
        XCTAssertEqual(text("{{ 'abc' | sha1 }}"), "a9993e364706816aba3e25717850c26c9cd0d89d")
        XCTAssertEqual(text("{{ 'abc' | sha2 }}"), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        XCTAssertEqual(text("{{ '' | md5 }}"), "d41d8cd98f00b204e9800998ecf8427e")
        // RFC 4231 test case 2.
        XCTAssertEqual(text("{{ 'what do ya want for nothing?' | hmac_sha256: 'Jefe' }}"), "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843")
        XCTAssertEqual(
            text("{{ 'what do ya want for nothing?' | hmac_sha512: 'Jefe' }}"),
            "164b7a7bfcf819e2e395fbe73b56e0a387bd64222e831fd610270cd7ea2505549758bf75c05a994a6d034f65f8f0e6fdcaeab1a34d4a6b4b636e070a38bce737")
        // RFC 2202 test case 2.
        XCTAssertEqual(text("{{ 'what do ya want for nothing?' | hmac_sha1_hex: 'Jefe' }}"), "effcdf6ae5eb2fa2d27416d5f184df9c259a7c79")
        XCTAssertEqual(text("{{ 'what do ya want for nothing?' | hmac_sha1_base64: 'Jefe' }}"), "7/zfauXrL6LSdBbV8YTfnCWafHk=")
        let long = String(repeating: "a", count: 1000)
        XCTAssertEqual(text("{{ '\(long)' | sha2 }}"), "41edece42d63e8d9bf515a9ba6932e1c20cbc9f5a5d134645adb5db1b9737ea3")
    }

    func testDatesAndTimeZones() {
        XCTAssertEqual(text("{{ 'now' | date: '%Y-%m-%d %H:%M' }} {{ 'today' | date: '%s' }}"), "2023-11-14 22:13 1700000000")
        XCTAssertEqual(text("{{ '2024-02-29T23:30:00-05:00' | date: '%F %T %z %U %W %u %C %e' }}"), "2024-02-29 23:30:00 -0500 08 09 4 20 29")
        XCTAssertEqual(text("{{ 0 | date: '%c|%r|%^a|%-m|%3d|%k' }}"), "Thu Jan  1 00:00:00 1970|12:00:00 AM|THU|1|001| 0")
        let zones = LiquidFixedTimeZones(["America/New_York": (-18_000, "EST")])
        let environment = LiquidRenderEnvironment(now: now, timeZones: zones)
        XCTAssertEqual(
            render("{{ 'now' | time_zone: 'America/New_York' | date: '%H:%M %Z %z' }}", environment: environment), .rendered("17:13 EST -0500", extras: []))
        guard case .failed(let error) = render("{{ 'now' | time_zone: 'Mars/Base' }}", environment: environment) else { return XCTFail("no error") }
        XCTAssertEqual(error.message, "unknown time zone `Mars/Base`")
    }

    func testZoneRulesFromTZifFiles() throws {
        let path = "/usr/share/zoneinfo/America/New_York"
        guard let data = FileManager.default.contents(atPath: path) else { throw XCTSkip("no \(path) on this machine") }
        let zones = LiquidTZifTimeZones(names: ["America/New_York"]) { _ in [UInt8](data) }
        XCTAssertEqual(zones.offset(zone: "America/New_York", at: 1_700_000_000)?.offset, -18_000)
        XCTAssertEqual(zones.offset(zone: "America/New_York", at: 1_690_000_000)?.abbreviation, "EDT")
        XCTAssertNil(zones.offset(zone: "Nowhere", at: 0))
        XCTAssertNil(LiquidTZifTimeZones(names: ["x"]) { _ in [1, 2, 3] }.offset(zone: "x", at: 0))
    }

    func testConnectedContentCatalogsAndContentBlocks() {
        var profile = LiquidProfile(attributes: ["user_id": .string("u 1")])
        profile.connectedContent["https://api.example.com/offer?u=u%201"] = LiquidConnectedResponse(
            status: 200, body: .object(LiquidObject([("title", .string("10% off"))])))
        profile.catalogs["games"] = LiquidCatalog(
            items: [
                .object(LiquidObject([("id", .string("1")), ("title", .string("Chess"))])),
                .object(LiquidObject([("id", .integer(2)), ("title", .string("Go"))])),
            ],
            selections: ["top": [.string("x")]])
        profile.contentBlocks["footer"] = "Bye {{ ${user_id} | upcase }}"
        XCTAssertEqual(
            text(
                "{% connected_content https://api.example.com/offer?u={{${user_id} | url_param_escape}} :save offer %}{{ offer.title }} {{ offer.__http_status_code__ }}",
                profile),
            "10% off 200")
        XCTAssertEqual(text("{% catalog_items games 2 1 3 %}{{ items | map: 'title' | join: ',' }}", profile), "Go,Chess")
        XCTAssertEqual(text("{% catalog_selection_items games top %}{{ items[0] }}", profile), "x")
        XCTAssertEqual(text("[{{ content_blocks.${footer} }}]", profile), "[Bye U 1]")
        XCTAssertEqual(
            failure("ok {% connected_content https://api.example.com/{{${user_id}}} %}", profile),
            "3..<65 no `connected_content` response is given for https://api.example.com/u 1")
        XCTAssertEqual(failure("{% catalog_items shoes 1 %}", profile), "0..<27 no catalog `shoes` is given")
        XCTAssertEqual(failure("{{ content_blocks.${header} }}", profile), "0..<30 no content block `header` is given")
    }

    func testAbortMessageIsAnOutcome() {
        XCTAssertEqual(render("Hi{% abort_message(\"no offer\") %}"), .aborted(reason: "no offer"))
        XCTAssertEqual(render("{% if true %}{% abort_message %}{% endif %}"), .aborted(reason: nil))
    }

    func testMessageExtrasAndTranslations() {
        XCTAssertEqual(
            render("a{% message_extras :key coupon :value {{ 'save' | upcase }}10 %}b"),
            .rendered("ab", extras: [LiquidRenderedExtra(key: "coupon", value: "SAVE10")]))
        let french = LiquidRenderEnvironment(now: now, translation: { $0 == "greeting" ? "Bonjour {{ ${first_name} | default: 'toi' }}" : nil })
        let source = "{% translation greeting %}Hello{% endtranslation %}! {% translation other %}Bye{% endtranslation %}"
        XCTAssertEqual(render(source, environment: french), .rendered("Bonjour toi! Bye", extras: []))
        XCTAssertEqual(render(source), .rendered("Hello! Bye", extras: []))
    }

    func testShopifysRuntimeErrorsAreTypedErrors() {
        XCTAssertEqual(failure("ab {{ 5 | divided_by: 0 }}"), "10..<20 `divided_by` by 0")
        XCTAssertEqual(failure("{{ 5 | modulo: 0 }}"), "7..<13 `modulo` by 0")
        XCTAssertEqual(failure("{{ 'soon' | date: '%Y' }}"), "12..<16 `date` of \"soon\", which is not a time")
        XCTAssertEqual(failure("{% if 1 < 'a' %}{% endif %}"), "0..<16 cannot compare Integer with String")
        XCTAssertEqual(failure("{{ 'a' | concat: 1 }}"), "9..<15 `concat`: it needs an array argument")
        XCTAssertEqual(failure("{{ 'a' | slice: 'x' }}"), "9..<14 `slice`: invalid integer \"x\"")
        XCTAssertEqual(failure("{{ 9223372036854775807 | plus: 1 }}"), "25..<29 a number grew beyond 64 bits")
        XCTAssertEqual(failure("{% if x %}"), "0..<10 the text does not read as Liquid: `{% if %}` is not closed by `{% endif %}`")
    }

    func testWorkIsBounded() {
        XCTAssertEqual(failure("{% for i in (1..20000) %}{% endfor %}"), "0..<25 loops ran more than 10000 times")
        XCTAssertEqual(failure("{% for i in (1..100) %}{% for j in (1..101) %}{% endfor %}{% endfor %}"), "23..<46 loops ran more than 10000 times")
        let big = String(repeating: "x", count: 600_000)
        XCTAssertEqual(failure("{% capture a %}\(big){% endcapture %}{{ a }}{{ a }}"), "600038..<600045 the text grew beyond 1048576 bytes")
        var profile = LiquidProfile()
        profile.contentBlocks["loop"] = "{{ content_blocks.${loop} }}"
        XCTAssertEqual(failure("{{ content_blocks.${loop} }}", profile), "0..<28 content blocks and translations nested more than 10 deep")
    }
}
