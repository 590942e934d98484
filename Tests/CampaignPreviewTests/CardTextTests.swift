import CampaignDiagnostics
import CampaignModel
import XCTest

@testable import CampaignPreview

/// What a card says in words: each diagnostic with its notes, help and fix-its as the text
/// report gives them; the page's head counting only campaigns; and every text the author wrote
/// isolated (`<bdi>`) in the words around it, so right-to-left text keeps their order.
final class CardTextTests: XCTestCase {
    private typealias F = PreviewFixtures

    private func located(_ line: Int, _ column: Int, file: String = "c.yaml") -> SourceLocation {
        SourceLocation(file: file, range: SourceRange(at: SourcePosition(line: line, column: column, offset: 0)))
    }

    func testADiagnosticShowsItsNotesHelpAndFixItsInTheTextReportsOrder() {
        var error = Diagnostic(
            .E201, "a full message needs an image", at: located(6, 9),
            notes: [Note("the SDK discards it"), Note("`c1` is here", at: located(2, 10, file: "b.yaml")), Note("a last word")],
            help: "add `image: https://…`, or use `type: modal`",
            fixIts: [
                FixIt("replace `full` with `modal`", range: SourceRange(at: SourcePosition(line: 6, column: 9, offset: 0)), replacement: "modal", safe: true)
            ]
        )
        error.severity = .error
        let html = F.index([PreviewCard(id: "broken", path: "c.yaml", documentIndex: 0, campaign: nil, diagnostics: [error])])
        let expected =
            "<ul class=\"diagnostics\"><li class=\"error\">error[<code>E201</code>]: <bdi>a full message needs an image</bdi> "
            + "<span class=\"where\"><bdi>c.yaml</bdi>, line 6, column 9</span><ul class=\"remarks\">"
            + "<li class=\"remark-note\">note: <bdi>the SDK discards it</bdi></li>"
            + "<li class=\"remark-help\">help: add `<bdi>image: https://…</bdi>`, or use `<bdi>type: modal</bdi>`</li>"
            + "<li class=\"remark-help\">help: replace `<bdi>full</bdi>` with `<bdi>modal</bdi>` (--fix)</li>"
            + "<li class=\"remark-note\">note: `<bdi>c1</bdi>` is here <span class=\"where\"><bdi>b.yaml</bdi>, line 2, column 10</span></li>"
            + "<li class=\"remark-note\">note: <bdi>a last word</bdi></li></ul></li></ul>"
        XCTAssertTrue(html.contains(expected), html)
    }

    func testADiagnosticWithoutRemarksHasNoList() {
        let html = F.index([F.card(F.slideup("w", text: "Hi"), diagnostics: [F.diagnostic(.W211, .warning, "odd <ext>", line: 3)])])
        XCTAssertTrue(
            html.contains("warning[<code>W211</code>]: <bdi>odd &lt;ext&gt;</bdi> <span class=\"where\"><bdi>c.yaml</bdi>, line 3, column 1</span></li>"))
        XCTAssertFalse(html.contains("class=\"remarks\""))
    }

    func testOnlyCampaignCardsAreCounted() {
        var project = PreviewCard(
            id: "campaignc.yaml", path: "campaignc.yaml", documentIndex: 0, campaign: nil, diagnostics: [F.diagnostic(.E101, .error, "unknown key", line: 1)])
        project.kind = .file
        var warned = PreviewCard(
            id: "b.yaml", path: "b.yaml", documentIndex: 0, campaign: nil, diagnostics: [F.diagnostic(.W012, .warning, "malformed", line: 1)])
        warned.kind = .file
        let campaigns = (1...4).map { F.card(F.slideup("c\($0)", text: "Hi")) }
        XCTAssertTrue(F.index(campaigns + [project]).contains("<p>4 campaigns, 1 other file with errors · phone · iOS</p>"))
        XCTAssertTrue(F.index(campaigns + [project, warned]).contains("<p>4 campaigns, 1 other file with errors, 1 other file with warnings · phone"))
        XCTAssertTrue(F.index([campaigns[0], project, project]).contains("<p>1 campaign, 2 other files with errors · phone"))
        let html = F.index([project])
        XCTAssertTrue(html.contains("<p>0 campaigns, 1 other file with errors · phone"))
        XCTAssertTrue(html.contains("<section class=\"campaign\" data-file=\"campaignc.yaml\" data-search=\"campaignc.yaml file \">"))
        XCTAssertTrue(html.contains("<span class=\"type\">file</span>"))
    }

    func testFactsIsolateButtonLabelsURIsAndPaths() {
        let buttons = [
            Button(id: 0, text: F.located("ليس الآن"), range: F.here),
            Button(id: 1, text: F.located("כן, בטח"), clickAction: .uri("myapp://שלום", webview: true), range: F.here),
        ]
        var campaign = F.modal("rtl", header: "H", body: "B")
        if case .modal(var message) = campaign.message {
            message.buttons = buttons
            campaign.message = .modal(message)
        }
        var card = F.card(campaign)
        card.path = "עברית/c.yaml"
        let html = F.index([card])
        XCTAssertTrue(html.contains("<dt>button 1</dt><dd><bdi>ليس الآن</bdi> (id 0): close</dd>"), html)
        XCTAssertTrue(html.contains("<dt>button 2</dt><dd><bdi>כן, בטח</bdi> (id 1): <bdi>myapp://שלום</bdi> (web view)</dd>"))
        XCTAssertTrue(html.contains("<dt>file</dt><dd><bdi>עברית/c.yaml</bdi></dd>"))
        XCTAssertFalse(html.contains("<dd dir=\"auto\">"))
    }

    func testTriggerWordsIsolateEveryNameAndTextValue() {
        func filter(_ property: String, _ op: FilterOperator, _ value: FilterValue) -> PropertyFilter {
            PropertyFilter(property: F.located(property), op: F.located(op), value: F.located(value), type: .string, typeIsExplicit: false, range: F.here)
        }
        let number = FilterValue.number(NumberValue(text: "50", double: 50, integer: 50))
        let trigger = Trigger(
            kind: .customEvent, argument: F.located("تسوق"),
            filters: [
                .filter(filter("المدينة", .equals, .string("الرياض"))),
                .anyOf([filter("total", .greaterThan, number), filter("tag", .matches, .string("a<b"))], range: F.here),
            ],
            range: F.here
        )
        XCTAssertEqual(
            TriggerWordsMarkup.html([trigger, Trigger(kind: .sessionStart, range: F.here)]),
            "custom event <bdi>تسوق</bdi> where <bdi>المدينة</bdi> = <bdi>الرياض</bdi> and <bdi>total</bdi> &gt; 50, or <bdi>tag</bdi> matches /<bdi>a&lt;b</bdi>/; or session start"
        )
    }

    func testAValueThatLooksLikeAStandInStaysText() {
        let trigger = Trigger(kind: .customEvent, argument: F.located("\u{E000}0\u{E001}x"), range: F.here)
        XCTAssertEqual(TriggerWordsMarkup.html([trigger]), "custom event <bdi>\u{E000}0\u{E001}x</bdi>")
    }

    func testExtrasStepsAndCustomViewNamesAreIsolated() {
        var campaign = F.modal("rtl", header: "H", body: "B")
        if case .modal(var message) = campaign.message {
            message.common.extras = Extras(entries: [
                ExtrasEntry(key: F.located("العرض"), value: F.located("خصم")), ExtrasEntry(key: F.located("view_type"), value: F.located("תצוגה")),
            ])
            message.common.clickAction = .actions([.logCustomEvent(name: "اشترى", properties: [:]), .requestPushPermission])
            campaign.message = .modal(message)
        }
        let html = F.index([F.card(campaign)])
        XCTAssertTrue(html.contains("<li><bdi>view_type</bdi> = <bdi>תצוגה</bdi></li><li><bdi>العرض</bdi> = <bdi>خصم</bdi></li>"), html)
        XCTAssertTrue(html.contains("<li>log_custom_event <bdi>اشترى</bdi></li><li>request_push_permission</li>"))
        XCTAssertTrue(html.contains("the extras name <code>view_type</code> <bdi>תצוגה</bdi>; if the app draws it"))
    }

    func testQuotedSpansAreIsolatedOnlyInPairs() {
        XCTAssertEqual(HTMLEscaping.isolatingQuoted("unknown key `مفتاح`"), "unknown key `<bdi>مفتاح</bdi>`")
        XCTAssertEqual(HTMLEscaping.isolatingQuoted("a ` alone <b>"), "<bdi>a ` alone &lt;b&gt;</bdi>")
        XCTAssertEqual(HTMLEscaping.isolatingQuoted("``"), "`<bdi></bdi>`")
    }
}
