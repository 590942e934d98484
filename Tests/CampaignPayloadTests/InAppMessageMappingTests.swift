import CampaignModel
import CampaignPayload
import CanonicalJSON
import XCTest

final class InAppMessageMappingTests: XCTestCase {
    private func data(_ message: Message, delay: Duration = .zero) -> JSONValue {
        InAppMessageMapping(triggerID: "spring-sale", delay: delay).value(of: message)
    }

    private func immersive(
        _ type: MessageType = .modal,
        header: String? = nil,
        message: String? = "Body",
        layout: ImageLayout? = nil,
        crop: ImageCrop? = nil,
        textAlign: TextAlign = TextAlign(),
        buttons: [Button] = [],
        common: MessageCommon? = nil
    ) -> Message {
        let value = ImmersiveMessage(
            common: common ?? Fixture.common(type, image: type == .full ? .remote("https://cdn.example.com/a.png") : nil),
            header: header.map(Fixture.at),
            message: message.map(Fixture.at),
            layout: layout.map(Fixture.at),
            crop: type == .full ? (crop ?? .fill) : nil,
            textAlign: textAlign,
            buttons: buttons
        )
        return type == .full ? .full(value) : .modal(value)
    }

    func testDefaultSlideup() {
        XCTAssertJSON(
            data(Fixture.slideup()),
            #"{"animate_in":true,"animate_out":true,"click_action":"NONE","duration":5000,"hide_chevron":false,"#
                + #""message":"Free shipping today","message_close":"AUTO_DISMISS","orientation":"ANY","slide_from":"BOTTOM","#
                + #""trigger_id":"spring-sale","type":"SLIDEUP"}"#
        )
    }

    func testSlideupWords() {
        let message = Message.slideup(
            SlideupMessage(
                common: Fixture.common(.slideup, orientation: .portrait, dismiss: .manual, animate: false),
                message: Fixture.at("Hi"),
                slideFrom: .top,
                hideChevron: true,
                textAlign: TextAlign(message: .end)
            ))
        let value = data(message)
        XCTAssertJSON(value["slide_from"], #""TOP""#)
        XCTAssertJSON(value["hide_chevron"], "true")
        XCTAssertJSON(value["text_align_message"], #""END""#)
        XCTAssertJSON(value["orientation"], #""PORTRAIT""#)
        XCTAssertJSON(value["message_close"], #""SWIPE""#)
        XCTAssertNil(value["duration"])
        XCTAssertJSON(value["animate_in"], "false")
        XCTAssertJSON(value["animate_out"], "false")
        XCTAssertNil(value["text_align_header"])
        XCTAssertNil(value["header"])
        XCTAssertNil(value["image_style"])
    }

    func testModalWithEverything() {
        let common = Fixture.common(
            .modal,
            image: .remote("https://cdn.example.com/iam/team.png"),
            imageAlt: "Team crests",
            orientation: .landscape,
            language: "en-GB",
            clickAction: .uri("myapp://cart", webview: false),
            dismiss: .after(Duration(milliseconds: 2500)),
            extras: [("view_type", "picker"), ("attribute_key", "favorite_team"), ("count", "5")]
        )
        let message = immersive(
            header: "Pick your team",
            message: "Arsenal, Chelsea, Liverpool",
            textAlign: TextAlign(header: .center, message: .start),
            buttons: [
                Fixture.button(
                    "Save", id: 0, action: .uri("https://example.com/teams", webview: true),
                    style: ButtonStyle(
                        background: Fixture.colour("#1B78CF"), text: Fixture.colour("#FFF"), border: Fixture.colour("#1b78cf"))),
                Fixture.button("Later", id: 7),
            ],
            common: common
        )
        XCTAssertJSON(
            data(message, delay: .seconds(2)),
            #"{"animate_in":true,"animate_out":true,"#
                + #""btns":[{"bg_color":4279990479,"border_color":4279990479,"click_action":"URI","id":0,"text":"Save","text_color":4294967295,"uri":"https://example.com/teams","use_webview":true},"#
                + #"{"click_action":"NONE","id":7,"text":"Later"}],"#
                + #""click_action":"URI","delay":2,"duration":2500,"#
                + #""extras":{"attribute_key":"favorite_team","count":"5","view_type":"picker"},"#
                + #""header":"Pick your team","image_alt":"Team crests","image_style":"TOP","image_url":"https://cdn.example.com/iam/team.png","#
                + #""language":"en-GB","message":"Arsenal, Chelsea, Liverpool","message_close":"AUTO_DISMISS","orientation":"LANDSCAPE","#
                + #""text_align_header":"CENTER","text_align_message":"START","trigger_id":"spring-sale","type":"MODAL","#
                + #""uri":"myapp://cart","use_webview":false}"#
        )
    }

    func testImageOnlyModalIsGraphicWithoutMessage() {
        let common = Fixture.common(.modal, image: .remote("https://cdn.example.com/a.png"))
        let value = data(immersive(message: nil, layout: .imageOnly, common: common))
        XCTAssertJSON(value["image_style"], #""GRAPHIC""#)
        XCTAssertNil(value["message"])
        XCTAssertJSON(value["message_close"], #""SWIPE""#)
        XCTAssertNil(value["crop_type"])
    }

    func testFullCropWords() {
        XCTAssertJSON(data(immersive(.full))["crop_type"], #""CENTER_CROP""#)
        XCTAssertJSON(data(immersive(.full, crop: .fit))["crop_type"], #""FIT_CENTER""#)
        XCTAssertJSON(data(immersive(.full))["type"], #""FULL""#)
        XCTAssertJSON(data(immersive(.full))["image_style"], #""TOP""#)
    }

    func testEveryAlignmentAndOrientationWord() {
        for alignment in TextAlignment.allCases {
            let value = data(immersive(textAlign: TextAlign(header: alignment, message: alignment)))
            XCTAssertJSON(value["text_align_header"], "\"\(alignment.rawValue.uppercased())\"")
            XCTAssertJSON(value["text_align_message"], "\"\(alignment.rawValue.uppercased())\"")
        }
        XCTAssertEqual(TextAlignment.allCases.map(\.wireName), ["START", "CENTER", "END"])
        XCTAssertEqual(Orientation.allCases.map(\.wireName), ["ANY", "PORTRAIT", "LANDSCAPE"])
        XCTAssertEqual(InAppMessageMapping.typeWords, ["SLIDEUP", "MODAL", "FULL", "HTML", "HTML_FULL"])
    }

    func testHTMLAndHTMLFull() {
        let plain = HTMLMessage(common: Fixture.common(.html), html: Fixture.at("<html><p>Hi</p></html>"))
        XCTAssertJSON(
            data(.html(plain)),
            #"{"animate_in":true,"animate_out":true,"click_action":"NONE","message":"<html><p>Hi</p></html>","#
                + #""message_close":"SWIPE","orientation":"ANY","trigger_id":"spring-sale","type":"HTML"}"#
        )
        let zipped = HTMLMessage(
            common: Fixture.common(.html),
            html: Fixture.at("<html></html>"),
            assetURLs: [Fixture.at("https://cdn.example.com/iam/font.woff2")],
            assetsZip: Fixture.at("https://cdn.example.com/iam/bundle.zip")
        )
        let value = data(.html(zipped))
        XCTAssertJSON(value["type"], #""HTML_FULL""#)
        XCTAssertJSON(value["asset_urls"], #"["https://cdn.example.com/iam/font.woff2"]"#)
        XCTAssertJSON(value["zipped_assets_url"], #""https://cdn.example.com/iam/bundle.zip""#)
        let assetsOnly = HTMLMessage(common: Fixture.common(.html), html: Fixture.at("<b>"), assetURLs: [Fixture.at("https://cdn.example.com/x.css")])
        XCTAssertJSON(data(.html(assetsOnly))["type"], #""HTML""#)
        XCTAssertNil(data(.html(assetsOnly))["zipped_assets_url"])
    }

    func testLightColoursAreTheMessageColours() {
        let light = ThemeColours(
            background: Fixture.colour("#FFF"),
            text: Fixture.colour("#333333"),
            header: Fixture.colour("#111111"),
            closeButton: Fixture.colour("#999999"),
            frame: Fixture.colour("#333333BF"),
            icon: Fixture.colour("#ffffff"),
            iconBackground: Fixture.colour("#1B78CF")
        )
        let value = data(immersive(common: Fixture.common(.modal, theme: Theme(light: light))))
        XCTAssertJSON(value["bg_color"], "4294967295")
        XCTAssertJSON(value["text_color"], "4281545523")
        XCTAssertJSON(value["header_text_color"], "4279308561")
        XCTAssertJSON(value["close_btn_color"], "4288256409")
        XCTAssertJSON(value["frame_color"], "3207803699")
        XCTAssertJSON(value["icon_color"], "4294967295")
        XCTAssertJSON(value["icon_bg_color"], "4279990479")
        XCTAssertNil(value["themes"])
    }

    func testDarkThemeWithButtons() {
        let dark = ThemeColours(
            background: Fixture.colour("#1E1E1E"),
            text: Fixture.colour("#EEEEEE"),
            buttons: [ButtonStyle(background: Fixture.colour("#3A7BD5")), ButtonStyle()]
        )
        let message = immersive(
            buttons: [Fixture.button("A", id: 0), Fixture.button("B", id: 1)],
            common: Fixture.common(.modal, theme: Theme(dark: dark))
        )
        let value = data(message)
        // Written complete (SPEC §6 v3): every button with its three colours, the defaults where
        // nothing sets them, the border its background.
        XCTAssertJSON(
            value["themes"],
            #"{"dark":{"bg_color":4280163870,"btns":[{"bg_color":4282022869,"border_color":4282022869,"text_color":4294967295},"#
                + #"{"bg_color":4279990479,"border_color":4279990479,"text_color":4294967295}],"text_color":4293848814}}"#)
        XCTAssertNil(value["bg_color"])
    }

    func testEmptyDarkThemeIsOmitted() {
        let value = data(Fixture.slideup(common: Fixture.common(.slideup, theme: Theme(dark: ThemeColours()))))
        XCTAssertNil(value["themes"])
    }

    func testExtrasOmittedWhenEmptyAndKeptAsText() {
        XCTAssertNil(data(Fixture.slideup())["extras"])
        let value = data(Fixture.slideup(common: Fixture.common(.slideup, extras: [("enabled", "yes"), ("empty", "")])))
        XCTAssertJSON(value["extras"], #"{"empty":"","enabled":"yes"}"#)
    }

    func testDelayInSecondsOnlyWhenSet() {
        XCTAssertNil(data(Fixture.slideup())["delay"])
        XCTAssertJSON(data(Fixture.slideup(), delay: .minutes(15))["delay"], "900")
    }

    func testLocalImageURL() {
        let asset = LocalAsset(
            path: "assets/team.png", url: "https://cdn.example.com/iam/assets/team.png", bytes: 10, sha256: String(repeating: "0", count: 64))
        let value = data(Fixture.slideup(common: Fixture.common(.slideup, image: .local(asset))))
        XCTAssertJSON(value["image_url"], #""https://cdn.example.com/iam/assets/team.png""#)
    }

    func testNoNullAnywhere() {
        let messages = [Fixture.slideup(), immersive(), immersive(.full), Message.html(HTMLMessage(common: Fixture.common(.html), html: Fixture.at("x")))]
        for message in messages {
            XCTAssertFalse(compactText(data(message))?.contains("null") ?? true)
        }
    }
}
