import CampaignCompiler
import CampaignDiagnostics
import CampaignLiquid
import CampaignModel
import CampaignYAML
import XCTest

/// A profile (SPEC §18) becomes what Liquid reads for the user: plain values typed by their
/// form (W318 for a surprising one), lists and mappings as arrays and objects in written order.
final class ProfileDecodingTests: XCTestCase {
    private func load(_ text: String) -> (UserProfile?, [String]) {
        let file = YAMLParser.parse(SourceFile(path: "user.yaml", text: text), role: .projectFile)
        let (profile, diagnostics) = CampaignCompiler.loadProfile(file)
        return (profile, diagnostics.sortedForReport().map(render))
    }

    func testEveryKeyOfAProfile() throws {
        let (profile, diagnostics) = load(
            """
            user_id: u-1
            locale: fr-FR
            time_zone: Europe/Paris
            attributes:
              first_name: Ana
              date_of_birth: "1990-04-02"
            custom_attributes:
              tier: gold
              visits: 12
              ratio: 0.5
              vip: true
              zip: "02134"
              nothing: ~
              tags: [a, b]
              address: { city: Lyon, floor: 3 }
            content_blocks:
              footer: "Bye {{${first_name}}}"
            connected_content:
              "https://api.example.com/offer": { body: { code: SAVE10 } }
              "https://api.example.com/down": { status: 503, body: "busy" }
            catalogs:
              games:
                items: [{ id: g1, name: Chess }]
                selections: { top: [{ id: g1 }] }
            """)
        XCTAssertEqual(diagnostics, [])
        let user = try XCTUnwrap(profile)
        XCTAssertEqual(user.userID, "u-1")
        XCTAssertEqual(user.locale, "fr-FR")
        XCTAssertEqual(user.timeZone, "Europe/Paris")
        XCTAssertEqual(user.name, "user `u-1`")
        let liquid = user.liquid
        XCTAssertEqual(
            liquid.attributes,
            ["first_name": .string("Ana"), "date_of_birth": .string("1990-04-02"), "user_id": .string("u-1"), "time_zone": .string("Europe/Paris")])
        XCTAssertEqual(liquid.customAttributes["tier"], .string("gold"))
        XCTAssertEqual(liquid.customAttributes["visits"], .integer(12))
        XCTAssertEqual(liquid.customAttributes["ratio"], .float(0.5))
        XCTAssertEqual(liquid.customAttributes["vip"], .boolean(true))
        XCTAssertEqual(liquid.customAttributes["zip"], .string("02134"))
        XCTAssertEqual(liquid.customAttributes["nothing"], .nil)
        XCTAssertEqual(liquid.customAttributes["tags"], .array([.string("a"), .string("b")]))
        guard case .object(let address)? = liquid.customAttributes["address"] else { return XCTFail("address is not an object") }
        XCTAssertEqual(address.keys, ["city", "floor"])
        XCTAssertEqual(address["floor"], .integer(3))
        XCTAssertEqual(liquid.contentBlocks, ["footer": "Bye {{${first_name}}}"])
        XCTAssertEqual(
            liquid.connectedContent["https://api.example.com/offer"],
            LiquidConnectedResponse(status: 200, body: .object(LiquidObject([("code", .string("SAVE10"))]))))
        XCTAssertEqual(liquid.connectedContent["https://api.example.com/down"], LiquidConnectedResponse(status: 503, body: .string("busy")))
        XCTAssertEqual(liquid.catalogs["games"]?.items.count, 1)
        XCTAssertEqual(liquid.catalogs["games"]?.selections["top"]?.count, 1)
    }

    func testSurprisingPlainValuesAreW318() {
        let (profile, diagnostics) = load(
            """
            custom_attributes:
              zip: 02134
              opted_in: yes
            """)
        XCTAssertEqual(profile?.liquid.customAttributes["zip"], .integer(2134))
        XCTAssertEqual(profile?.liquid.customAttributes["opted_in"], .string("yes"))
        XCTAssertEqual(
            diagnostics,
            [
                "W318 2:8 `02134` is read as the number 2134; quote it for the text \"02134\", or write 2134 | help: quote the value to keep the text as written, or write it as the number or boolean it means",
                "W318 3:13 `yes` is read as the text \"yes\", not the boolean true; quote it for the text \"yes\", or write true | help: quote the value to keep the text as written, or write it as the number or boolean it means",
            ])
    }

    func testMistakesAreReportedAndGiveNoProfile() {
        let (profile, diagnostics) = load(
            """
            user_id: u-2
            atributes: { first_name: Ana }
            connected_content:
              "https://api.example.com/x": { status: 200 }
            catalogs:
              games: { items: oops }
            """)
        XCTAssertNil(profile)
        XCTAssertEqual(diagnostics.map { String($0.prefix(9)) }, ["E101 2:1 ", "E102 4:34", "E103 6:19"])
    }

    func testAnEmptyFileIsTheEmptyProfile() {
        let (profile, diagnostics) = load("")
        XCTAssertEqual(profile, UserProfile.empty)
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(UserProfile.empty.name, "the user without a `user_id`")
    }
}
