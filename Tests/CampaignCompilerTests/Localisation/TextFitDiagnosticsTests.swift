import CampaignDiagnostics
import CampaignLiquid
import CampaignModel
import XCTest

@testable import CampaignCompiler

/// W905, W906 and W907 (SPEC §16.3, §16.4) on a campaign's own texts and on a translation
/// file's values: code, line, column, message and help of each, and nothing else.
final class TextFitDiagnosticsTests: XCTestCase {
    private static func project(source: String = "en", locales: [String] = ["de", "ar"], personas: [Persona] = []) -> ProjectSettings {
        var settings = ProjectSettings(root: "proj")
        settings.localisation = LocalisationSettings(source: source, locales: locales)
        settings.personas = personas
        return settings
    }

    private static let fitHelp = " | help: shorten the text until it fits on every platform"
    private static let isolateHelp = " | help: wrap the run in U+2068 FIRST STRONG ISOLATE and U+2069 POP DIRECTIONAL ISOLATE"
    private static let markupHelp = " | help: remove the markup: the SDKs show it as characters (only an html message draws markup)"

    private func diagnostics(_ text: String, project: ProjectSettings = project()) -> [String] {
        compileYAML(text, path: "proj/campaign.yaml", project: project).diagnostics.map(render)
    }

    /// The campaign file and the translation file compiled, then the cross-file analyses: the
    /// translation file's errors and fit and direction warnings of both stages, in report order.
    private func translationDiagnostics(_ campaign: String, _ translation: String, locale: String, project: ProjectSettings = project()) -> [String] {
        let campaignFile = compileYAML(campaign, path: "proj/campaign.yaml", project: project)
        let translationFile = compileYAML(translation, path: "proj/translations/\(locale).yaml", project: project)
        let analysed = CampaignCompiler.analyze([campaignFile, translationFile]).filter { $0.location.file == translationFile.path }
        // The fit and direction codes only: the coverage codes (W902–W904) have their own tests.
        let fit: Set<DiagnosticCode> = [.W905, .W906, .W907]
        return (translationFile.diagnostics + analysed).filter { fit.contains($0.code) || $0.severity == .error }.sortedForReport().map(render)
    }

    private static let twoButtonModal = """
        campaign: trial
        trigger: session_start
        message:
          type: modal
          header: Try it free
          message: Thirty days, no card needed.
          buttons:
            - { text: Start your free trial today, id: 1 }
            - { text: Later, id: 2 }
        """

    func testALongLabelOfATwoButtonModalIsW905PerPlatformAtItsValue() {
        XCTAssertEqual(
            diagnostics(Self.twoButtonModal),
            [
                "W905 8:15 `Start your free trial today` is 157.7 px wide; a button of a two-button modal has 121.5 px on Android in `en` "
                    + "(it is cut to `Start your free tri…`)" + Self.fitHelp,
                "W905 8:15 `Start your free trial today` is 166.5 px wide; a button of a two-button modal has 116.5 px on Web in `en` "
                    + "(it is cut to `Start your free …`)" + Self.fitHelp,
                "W905 8:15 `Start your free trial today` is 179.1 px wide; a button of a two-button modal has 111.5 px on iOS (estimated) in `en` "
                    + "(it is cut to `Start your fre…`)" + Self.fitHelp,
            ])
    }

    func testTheSameLabelAloneFitsAndAProjectWithoutLocalisationNamesNoLocale() {
        let one = Self.twoButtonModal.replacingOccurrences(of: "    - { text: Later, id: 2 }\n", with: "").replacingOccurrences(
            of: "\n    - { text: Later, id: 2 }", with: "")
        XCTAssertEqual(diagnostics(one), [])
        XCTAssertEqual(
            compileYAML(Self.twoButtonModal).diagnostics.map(render).first,
            "W905 8:15 `Start your free trial today` is 157.7 px wide; a button of a two-button modal has 121.5 px on Android "
                + "(it is cut to `Start your free tri…`)" + Self.fitHelp)
    }

    func testASlideupOfMoreThanThreeLinesIsW905OnIOSAndAndroidOnly() {
        let words = Array(repeating: "Spring sale on all shoes and bags.", count: 5).joined(separator: " ")
        XCTAssertEqual(
            diagnostics("campaign: s\ntrigger: session_start\nmessage: { type: slideup, message: \"\(words)\" }\n"),
            [
                "W905 3:36 `Spring sale on all shoes and bags. Spring sale on all shoes…` needs 4 lines of 315 px; a slideup shows 3 on Android "
                    + "in `en` (its last line is cut to `bags. Spring sale on all shoes and bags. Spring s…`)" + Self.fitHelp,
                "W905 3:36 `Spring sale on all shoes and bags. Spring sale on all shoes…` needs 5 lines of 315 px; a slideup shows 3 on iOS "
                    + "(estimated) in `en` (its last line is cut to `all shoes and bags. Spring sale on all shoe…`)" + Self.fitHelp,
            ])
    }

    func testLiquidIsMeasuredWithTheLongestPersona() {
        let campaign = """
            campaign: hi
            trigger: session_start
            message:
              type: modal
              header: Hello
              message: Welcome back.
              buttons:
                - { text: "Hi {{${first_name} | default: 'you'}}", id: 1 }
                - { text: Later, id: 2 }
            """
        XCTAssertEqual(diagnostics(campaign), [])
        let long = Persona(name: "max", profile: UserProfile(liquid: LiquidProfile(attributes: ["first_name": .string("Maximilian-Alexander")])))
        XCTAssertEqual(
            diagnostics(campaign, project: Self.project(personas: [long])).first,
            "W905 8:15 `Hi Maximilian-Alexander` is 155.5 px wide; a button of a two-button modal has 121.5 px on Android in `en` "
                + "(it is cut to `Hi Maximilian-Al…`)" + Self.fitHelp)
    }

    func testAWordWiderThanAModalLineIsW905() {
        let word = "Donaudampfschifffahrtsgesellschaftskapitänsmützenträger"
        XCTAssertEqual(diagnostics("campaign: w\ntrigger: session_start\nmessage: { type: modal, header: Hi, message: Donaudampfschifffahrt }\n"), [])
        XCTAssertEqual(
            diagnostics("campaign: w\ntrigger: session_start\nmessage: { type: modal, header: Hi, message: \"Die \(word)\" }\n"),
            [
                "W905 3:46 `\(word)` is 363.4 px wide; a line of a modal's body has 295 px on Web in `en` (the word is broken inside)" + Self.fitHelp,
                "W905 3:46 `\(word)` is 373 px wide; a line of a modal's body has 305 px on Android in `en` (the word is broken inside)" + Self.fitHelp,
                "W905 3:46 `\(word)` is 423.6 px wide; a line of a modal's body has 285 px on iOS (estimated) in `en` (the word is broken inside)"
                    + Self.fitHelp,
            ])
    }

    func testMarkupInACampaignFieldIsW907AndNotInHTML() {
        XCTAssertEqual(
            diagnostics("campaign: m\ntrigger: session_start\nmessage: { type: slideup, message: \"Sale: <b>20%</b> off<br>now\" }\n"),
            ["W907 3:36 `<b>`, `</b>`, `<br>` in `message` are drawn as text: only an html message draws markup" + Self.markupHelp])
        XCTAssertEqual(diagnostics("campaign: m\ntrigger: session_start\nmessage: { type: slideup, message: \"1 < 2 and {{ 'x' }} <3\" }\n"), [])
    }

    func testARightToLeftSourceLocaleChecksTheCampaignForW906WithAnUnsafeFixIt() throws {
        let text = "campaign: p\ntrigger: session_start\nmessage: { type: slideup, message: \"استخدم SAVE-20 الآن\" }\n"
        let file = compileYAML(text, path: "proj/campaign.yaml", project: Self.project(source: "ar", locales: ["en"]))
        XCTAssertEqual(
            file.diagnostics.map(render),
            ["W906 3:36 `SAVE-20` is a left-to-right run in right-to-left text (`ar`) without an isolate: it may be displayed reordered" + Self.isolateHelp])
        let fix = file.diagnostics.first?.fixIts.first
        XCTAssertEqual(fix?.message, "wrap `SAVE-20` in U+2068…U+2069")
        XCTAssertEqual(fix?.replacement, "\"استخدم \u{2068}SAVE-20\u{2069} الآن\"")
        XCTAssertEqual(fix?.safe, false)
        XCTAssertEqual(diagnostics(text), [], "an English source is not checked")
        // The fix-it applied, the campaign is clean.
        let bytes = Array(text.utf8)
        let range = try XCTUnwrap(fix).range
        let fixed = String(decoding: bytes[..<range.start.offset] + Array(try XCTUnwrap(fix).replacement.utf8) + bytes[range.end.offset...], as: UTF8.self)
        XCTAssertEqual(compileYAML(fixed, path: "proj/campaign.yaml", project: Self.project(source: "ar", locales: ["en"])).diagnostics.map(render), [])
    }

    func testADirectionIsReadFromTheScriptSubtagFirstAsThePreviewDrawsIt() {
        let text = "campaign: p\ntrigger: session_start\nmessage: { type: slideup, message: \"استخدم SAVE-20 الآن\" }\n"
        // Azerbaijani in Arabic script is right to left; Sindhi in Devanagari is left to right.
        XCTAssertEqual(
            diagnostics(text, project: Self.project(source: "az-Arab", locales: ["en"])),
            [
                "W906 3:36 `SAVE-20` is a left-to-right run in right-to-left text (`az-Arab`) without an isolate: it may be displayed reordered"
                    + Self.isolateHelp
            ])
        XCTAssertEqual(diagnostics(text, project: Self.project(source: "sd-Deva", locales: ["en"])), [])
        XCTAssertEqual(diagnostics(text, project: Self.project(source: "sd", locales: ["en"])).count, 1)
    }

    func testATranslationTooLongIsW905AtItsValueInItsLocale() {
        let translation =
            "locale: de\ncampaigns:\n  trial:\n    header: Gratis testen\n    buttons.0.text: Jetzt kostenlos testen\n    buttons.1.text: Später\n"
        let fitting = Self.twoButtonModal.replacingOccurrences(of: "Start your free trial today", with: "Try it")
        XCTAssertEqual(
            translationDiagnostics(fitting, translation, locale: "de"),
            [
                "W905 5:21 `Jetzt kostenlos testen` is 140.2 px wide; a button of a two-button modal has 121.5 px on Android in `de` "
                    + "(it is cut to `Jetzt kostenlos t…`)" + Self.fitHelp,
                "W905 5:21 `Jetzt kostenlos testen` is 146.3 px wide; a button of a two-button modal has 116.5 px on Web in `de` "
                    + "(it is cut to `Jetzt kostenlos…`)" + Self.fitHelp,
                "W905 5:21 `Jetzt kostenlos testen` is 159.2 px wide; a button of a two-button modal has 111.5 px on iOS (estimated) in `de` "
                    + "(it is cut to `Jetzt kostenl…`)" + Self.fitHelp,
            ])
    }

    func testATranslationWithLiquidIsMeasuredForTheLongestPersona() {
        let translation = "locale: de\ncampaigns:\n  trial:\n    buttons.1.text: \"Hallo {{${first_name} | default: 'du'}}\"\n"
        XCTAssertEqual(
            translationDiagnostics(Self.twoButtonModal.replacingOccurrences(of: "Start your free trial today", with: "Go"), translation, locale: "de"), [])
        let long = Persona(name: "max", profile: UserProfile(liquid: LiquidProfile(attributes: ["first_name": .string("Maximilian-Alexander")])))
        let project = Self.project(personas: [long])
        XCTAssertEqual(
            translationDiagnostics(
                Self.twoButtonModal.replacingOccurrences(of: "Start your free trial today", with: "Go"), translation, locale: "de", project: project
            )
            .first,
            "W905 4:21 `Hallo Maximilian-Alexander` is 174.6 px wide; a button of a two-button modal has 121.5 px on Android in `de` "
                + "(it is cut to `Hallo Maximilian-…`)" + Self.fitHelp)
    }

    func testATranslationOfAnUnknownCampaignOrUnitIsNotMeasured() {
        let translation = "locale: de\ncampaigns:\n  other:\n    buttons.0.text: Jetzt kostenlos testen\n  trial:\n    buttons.5.text: Jetzt kostenlos testen\n"
        XCTAssertEqual(translationDiagnostics(Self.twoButtonModal, translation, locale: "de"), [])
    }

    func testATranslationInARightToLeftLocaleIsW906AndMarkupW907() {
        let translation = "locale: ar\ncampaigns:\n  trial:\n    header: \"<b>جرّب</b> مجانًا\"\n    buttons.1.text: \"زر a.co/x\"\n"
        XCTAssertEqual(
            translationDiagnostics(Self.twoButtonModal, translation, locale: "ar"),
            [
                "W907 4:13 `<b>`, `</b>` in `header` are drawn as text: only an html message draws markup" + Self.markupHelp,
                "W906 5:21 `a.co/x` is a left-to-right run in right-to-left text (`ar`) without an isolate: it may be displayed reordered"
                    + Self.isolateHelp,
            ])
    }

    func testAnIsolatedRunIsNotW906() {
        let translation = "locale: ar\ncampaigns:\n  trial:\n    buttons.1.text: \"زر \u{2068}SAVE-20\u{2069}\"\n"
        XCTAssertEqual(translationDiagnostics(Self.twoButtonModal, translation, locale: "ar"), [])
    }
}

/// Large and hostile texts: one warning per value whatever the number of runs or tags, a
/// message that lists five and counts the rest, and work linear in the text.
final class TextFitHostileInputTests: XCTestCase {
    func testThousandsOfRunsAndTagsGiveOneShortWarningEach() {
        var settings = ProjectSettings(root: "proj")
        settings.localisation = LocalisationSettings(source: "ar", locales: ["en"])
        let value = (0..<20_000).map { "كود A\($0)-B <i\($0)>" }.joined(separator: " ")
        let text = "campaign: p\ntrigger: session_start\nmessage: { type: slideup, message: \"\(value)\" }\n"
        let started = ContinuousClock.now
        let file = compileYAML(text, path: "proj/campaign.yaml", project: settings)
        XCTAssertLessThan(ContinuousClock.now - started, .seconds(20))
        let codes = file.diagnostics.map(\.code.rawValue)
        XCTAssertEqual(codes.filter { $0 == "W906" }.count, 1)
        XCTAssertEqual(codes.filter { $0 == "W907" }.count, 1)
        let w906 = file.diagnostics.first { $0.code == .W906 }?.message ?? ""
        XCTAssertTrue(w906.hasPrefix("`A0-B`, `A1-B`, `A2-B`, `A3-B`, `A4-B` and 19995 more are left-to-right runs in right-to-left text (`ar`)"), w906)
        let w907 = file.diagnostics.first { $0.code == .W907 }?.message ?? ""
        XCTAssertEqual(w907, "`<i0>`, `<i1>`, `<i2>`, `<i3>`, `<i4>` and 19995 more in `message` are drawn as text: only an html message draws markup")
    }

    /// The fields unit ids name, read by bytes: a button index must be digits below the count.
    func testUnitIdsNameTheirFields() {
        XCTAssertEqual(FitSubjects.field(ofUnit: "header", buttons: 0), .header)
        XCTAssertEqual(FitSubjects.field(ofUnit: "message", buttons: 0), .body)
        XCTAssertEqual(FitSubjects.field(ofUnit: "buttons.0.text", buttons: 2), .button(of: 2))
        XCTAssertEqual(FitSubjects.field(ofUnit: "buttons.1.text", buttons: 2), .button(of: 2))
        XCTAssertEqual(FitSubjects.field(ofUnit: "buttons.12.text", buttons: 13), .button(of: 13))
        for id in [
            "buttons.2.text", "buttons..text", "buttons.x.text", "buttons.-1.text", "buttons.+1.text", "buttons.1.txt", "button.1.text",
            "image_alt", "buttons.1.text.", "buttons.99999999999999999999.text", "Header", "",
        ] {
            XCTAssertNil(FitSubjects.field(ofUnit: id, buttons: 2), id)
        }
    }
}
