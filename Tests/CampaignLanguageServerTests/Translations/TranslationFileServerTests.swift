import CampaignDriver
import CampaignTestSupport
import CampaignWorkspace
import CanonicalJSON
import XCTest

@testable import CampaignLanguageServer

/// The language server on translation files (SPEC §16.3, §13): their diagnostics, completion,
/// hover, definition, symbols and code actions, through a session over the driver's analysis
/// of a real localised project.
final class TranslationFileServerTests: XCTestCase {
    private var folder: TestFolder!
    private var session = SessionHarness()

    private let spring = """
        campaign: spring-sale
        name: Spring sale
        trigger: session_start
        message:
          type: modal
          header: Spring is here
          message: Twenty percent off shoes
          buttons:
            - text: Shop now
              click_action: close

        """
    private let french = "locale: fr\ncampaigns:\n  spring-sale:\n    header: Le printemps est là\n    buttons.0.text: Acheter\n"

    override func setUpWithError() throws {
        folder = try TestFolder()
        // The coverage warnings (W902–W904) have their own tests; off here, so each test sees
        // only what the feature it tests answers.
        try folder.write("campaignc.yaml", "localisation:\n  source: en\n  locales: [fr, de]\nseverity: { W902: off, W903: off, W904: off }\n")
        try folder.write("campaigns/spring.yaml", spring)
        try folder.write("campaigns/welcome.yaml", "campaign: welcome\ntrigger: session_start\npriority: 60\nmessage: { type: slideup, message: Hello }\n")
        try folder.write("campaigns/quiet.yaml", "campaign: quiet\ntrigger: { custom_event: x }\nlocalise: false\nmessage: { type: slideup, message: Psst }\n")
        try folder.write("translations/fr.yaml", french)
        try folder.write("translations/de.yaml", "locale: fr\ncampaigns:\n  welcome:\n    message: Hallo\n")
        session = SessionHarness(any: DriverWorkspaceAnalyzer(options: ServerOptions(now: 1_772_323_200), currentTime: { 0 }))
    }

    override func tearDownWithError() throws {
        folder.remove()
    }

    private func start() {
        session.start(
            root: folder.path,
            capabilities: ["textDocument": ["hover": ["contentFormat": ["markdown"]], "documentSymbol": ["hierarchicalDocumentSymbolSupport": true]]])
    }

    private func uri(_ relative: String) -> JSONValue { .string(FileURI.uri(ofPath: folder.path(relative))) }

    private func ask(_ method: String, _ relative: String, _ line: Int64, _ character: Int64) -> JSONValue? {
        let params: JSONValue = ["textDocument": ["uri": uri(relative)], "position": ["line": .integer(line), "character": .integer(character)]]
        session.send(MessageBytes.request(7, method, params))
        return SessionHarness.answer(7, in: session.take())?["result"]
    }

    private func open(_ relative: String, _ text: String) -> [JSONValue] {
        session.open(folder.path(relative), text)
        return session.take()
    }

    private func range(_ line: Int64, _ start: Int64, _ end: Int64) -> JSONValue {
        span(line, start, line, end)
    }

    private func span(_ line: Int64, _ start: Int64, _ endLine: Int64, _ end: Int64) -> JSONValue {
        ["start": ["line": .integer(line), "character": .integer(start)], "end": ["line": .integer(endLine), "character": .integer(end)]]
    }

    /// Each publication's URI and its diagnostics' codes, ranges and messages.
    private func published(_ messages: [JSONValue]) -> [String: [JSONValue]] {
        var found: [String: [JSONValue]] = [:]
        for message in SessionHarness.notifications("textDocument/publishDiagnostics", in: messages) {
            guard case .string(let uri)? = message["params"]?["uri"], case .array(let list)? = message["params"]?["diagnostics"] else { continue }
            found[uri] = list.map { ["code": $0["code"] ?? .null, "range": $0["range"] ?? .null, "message": $0["message"] ?? .null] }
        }
        return found
    }

    // MARK: Diagnostics

    func testTheDiagnosticsOfATranslationFileArePublishedOpenOrNot() {
        start()
        let text = "locale: fr\ncampaings:\n  spring-sale:\n    header: Frühling\n"
        var diagnostics = published(open("translations/de.yaml", text))
        XCTAssertEqual(
            diagnostics["file://" + folder.path("translations/de.yaml")],
            [
                [
                    "code": "E908", "range": range(0, 8, 10),
                    "message": "`locale: fr` differs from the file name `de.yaml`\nhelp: write `locale: de`, or name the file `fr.yaml`",
                ],
                [
                    "code": "E101", "range": range(1, 0, 9),
                    "message": "unknown key `campaings`\nhelp: did you mean `campaigns`?",
                ],
            ])
        session.change(folder.path("translations/de.yaml"), "locale: de\ncampaigns:\n  spring-sale:\n    header: [Frühling]\n", version: 2)
        diagnostics = published(session.take())
        XCTAssertEqual(
            diagnostics["file://" + folder.path("translations/de.yaml")],
            [["code": "E103", "range": range(3, 12, 22), "message": "expected a text, found a list"]])
    }

    func testAClosedTranslationFileIsPublishedAtInitialized() {
        session.send(MessageBytes.request(1, "initialize", ["rootUri": .string(FileURI.uri(ofPath: folder.path)), "capabilities": [:]]))
        _ = session.take()
        session.send(MessageBytes.notification("initialized", [:]))
        let diagnostics = published(session.take())
        XCTAssertEqual(
            diagnostics["file://" + folder.path("translations/de.yaml")],
            [
                [
                    "code": "E908", "range": range(0, 8, 10),
                    "message": "`locale: fr` differs from the file name `de.yaml`\nhelp: write `locale: de`, or name the file `fr.yaml`",
                ]
            ])
        XCTAssertEqual(Array(diagnostics.keys), ["file://" + folder.path("translations/de.yaml")], "the only input with problems")
    }

    /// An edit of a campaign changes what the translation file's hover shows: the project is
    /// analysed again with the open campaign's text.
    func testEditingACampaignRefreshesWhatItsTranslationsSee() {
        start()
        _ = open("campaigns/spring.yaml", spring)
        session.change(folder.path("campaigns/spring.yaml"), spring.replacingOccurrences(of: "Spring is here", with: "Spring has come"), version: 2)
        _ = session.take()
        let hover = ask("textDocument/hover", "translations/fr.yaml", 3, 6)
        XCTAssertEqual(
            hover?["contents"]?["value"], "**spring-sale** · `header` · `campaigns/spring.yaml:6`\n\nSource text (en):\n\n```text\nSpring has come\n```")
    }

    // MARK: Completion

    private func labels(_ relative: String, _ line: Int64, _ character: Int64) -> [JSONValue] {
        ask("textDocument/completion", relative, line, character)?["items"]?.arrayValue?.map { $0["label"] ?? .null } ?? []
    }

    func testCompletionOffersLocalesCampaignsAndUnits() {
        start()
        _ = open("translations/fr.yaml", "locale: \ncampaigns:\n  spring-sale:\n    header: Le printemps\n    \n  \n")
        XCTAssertEqual(labels("translations/fr.yaml", 0, 8), ["de", "fr"])
        XCTAssertEqual(labels("translations/fr.yaml", 4, 4), ["buttons.0.text", "message"])
        // `quiet` says `localise: false`: it has nothing to translate.
        XCTAssertEqual(labels("translations/fr.yaml", 5, 2), ["welcome"])
        let items = ask("textDocument/completion", "translations/fr.yaml", 4, 4)?["items"]?.arrayValue ?? []
        XCTAssertEqual(
            items.first,
            [
                "label": "buttons.0.text", "kind": 10, "textEdit": ["range": range(4, 4, 4), "newText": "buttons.0.text: "],
                "documentation": [
                    "kind": "markdown",
                    "value": "**spring-sale** · `buttons.0.text` · `campaigns/spring.yaml:9`\n\nSource text (en):\n\n```text\nShop now\n```",
                ],
            ])
        let campaign = ask("textDocument/completion", "translations/fr.yaml", 5, 2)?["items"]?.arrayValue?.first
        XCTAssertEqual(campaign?["kind"], 18)
        XCTAssertEqual(campaign?["textEdit"], ["range": range(5, 2, 2), "newText": "welcome: "])
        XCTAssertEqual(campaign?["documentation"]?["value"], "**welcome**\n\nslideup · priority 60 · `campaigns/welcome.yaml:1`\n\nTrigger: session start")
    }

    func testCompletionAtTheTopLevelOffersTheMissingKey() {
        start()
        _ = open("translations/fr.yaml", "campaigns:\n  welcome:\n    message: Salut\nlo")
        let items = ask("textDocument/completion", "translations/fr.yaml", 3, 2)?["items"]?.arrayValue ?? []
        XCTAssertEqual(items.map { $0["label"] ?? .null }, ["locale"])
        XCTAssertEqual(items.first?["textEdit"], ["range": range(3, 0, 2), "newText": "locale: "])
    }

    /// A translation's value may hold Liquid (SPEC §16.3): inside `{{ }}` the Liquid
    /// completion and hover of campaigns.
    func testLiquidInAValueIsCompletedAndExplained() {
        start()
        _ = open("translations/fr.yaml", "locale: fr\ncampaigns:\n  welcome:\n    message: \"Salut {{ ${first_name} | upcase }}\"\n")
        let filters = ask("textDocument/completion", "translations/fr.yaml", 3, 42)?["items"]?.arrayValue ?? []
        XCTAssertEqual(filters.first { $0["label"] == "upcase" }?["textEdit"], ["range": range(3, 39, 42), "newText": "upcase"])
        XCTAssertEqual(filters.count, 65)
        let hover = ask("textDocument/hover", "translations/fr.yaml", 3, 41)
        // The filter first, then the unit the value translates.
        let unit = "**welcome** · `message` · `campaigns/welcome.yaml:4`\n\nSource text (en):\n\n```text\nHello\n```"
        XCTAssertEqual(
            hover,
            ["contents": ["kind": "markdown", "value": .string("`upcase` (filter)\n\nThe text in upper case.\n\n---\n\n" + unit)], "range": range(3, 39, 45)])
    }

    // MARK: Hover and definition

    func testHoverOnAUnitShowsItsSourceText() {
        start()
        let source = "**spring-sale** · `header` · `campaigns/spring.yaml:6`\n\nSource text (en):\n\n```text\nSpring is here\n```"
        let onKey = ask("textDocument/hover", "translations/fr.yaml", 3, 6)
        XCTAssertEqual(onKey, ["contents": ["kind": "markdown", "value": .string(source)], "range": range(3, 4, 10)])
        let onValue = ask("textDocument/hover", "translations/fr.yaml", 3, 20)
        XCTAssertEqual(onValue, ["contents": ["kind": "markdown", "value": .string(source)], "range": range(3, 12, 31)])
        let onCampaign = ask("textDocument/hover", "translations/fr.yaml", 2, 5)
        XCTAssertEqual(
            onCampaign,
            [
                "contents": [
                    "kind": "markdown", "value": "**spring-sale** — Spring sale\n\nmodal · priority 50 · `campaigns/spring.yaml:1`\n\nTrigger: session start",
                ],
                "range": range(2, 2, 13),
            ])
        XCTAssertEqual(ask("textDocument/hover", "translations/fr.yaml", 1, 3)?["range"], range(1, 0, 9))
        XCTAssertEqual(ask("textDocument/hover", "translations/fr.yaml", 0, 9), .null)
    }

    func testDefinitionLeadsToTheSourceFieldAndTheCampaign() {
        start()
        let spring: JSONValue = uri("campaigns/spring.yaml")
        XCTAssertEqual(ask("textDocument/definition", "translations/fr.yaml", 4, 8), [["uri": spring, "range": range(8, 12, 20)]])
        XCTAssertEqual(ask("textDocument/definition", "translations/fr.yaml", 3, 25), [["uri": spring, "range": range(5, 10, 24)]])
        XCTAssertEqual(ask("textDocument/definition", "translations/fr.yaml", 2, 2), [["uri": spring, "range": range(0, 10, 21)]])
        XCTAssertEqual(ask("textDocument/definition", "translations/fr.yaml", 0, 3), .null)
    }

    func testAUnitTheCampaignLacksHasNoHoverOrDefinition() {
        start()
        _ = open("translations/fr.yaml", "locale: fr\ncampaigns:\n  spring-sale:\n    image_alt: Chaussures\n  ghost:\n    message: Boo\n")
        XCTAssertEqual(ask("textDocument/hover", "translations/fr.yaml", 3, 6), .null)
        XCTAssertEqual(ask("textDocument/definition", "translations/fr.yaml", 3, 6), .null)
        XCTAssertEqual(ask("textDocument/definition", "translations/fr.yaml", 4, 4), .null)
    }

    // MARK: Symbols

    func testSymbolsAreTheCampaignsWithTheirUnits() {
        start()
        session.send(MessageBytes.request(8, "textDocument/documentSymbol", ["textDocument": ["uri": uri("translations/fr.yaml")]]))
        let symbols = SessionHarness.answer(8, in: session.take())?["result"]
        XCTAssertEqual(
            symbols,
            [
                [
                    "name": "spring-sale", "kind": 19, "detail": "2 units", "range": span(2, 2, 4, 27), "selectionRange": range(2, 2, 13),
                    "children": [
                        ["name": "header", "kind": 20, "range": range(3, 4, 31), "selectionRange": range(3, 4, 10)],
                        ["name": "buttons.0.text", "kind": 20, "range": range(4, 4, 27), "selectionRange": range(4, 4, 18)],
                    ],
                ]
            ])
    }

    // MARK: Code actions

    private func actions(_ relative: String, only: JSONValue? = nil) -> [JSONValue] {
        var context: [String: JSONValue] = ["diagnostics": []]
        context["only"] = only
        session.send(
            MessageBytes.request(
                9, "textDocument/codeAction", ["textDocument": ["uri": uri(relative)], "range": span(0, 0, 9, 0), "context": .object(context)]))
        return SessionHarness.answer(9, in: session.take())?["result"]?.arrayValue ?? []
    }

    func testCodeActionsOfferTheFixItsAndSuppressions() {
        start()
        _ = open("translations/de.yaml", "locale: de\ncampaings:\n  welcome:\n    message: Hallo  # campaignc: ignore[W402] -- none here\n")
        let found = actions("translations/de.yaml")
        XCTAssertEqual(found.map { $0["title"] ?? .null }, ["replace `campaings` with `campaigns`", "remove the unused suppression", "Ignore W010 here"])
        XCTAssertEqual(found.first?["isPreferred"], true)
        XCTAssertEqual(
            found.first?["edit"], ["changes": [FileURI.uri(ofPath: folder.path("translations/de.yaml")): [["range": range(1, 0, 9), "newText": "campaigns"]]]])
        XCTAssertEqual(
            found.last?["edit"],
            ["changes": [FileURI.uri(ofPath: folder.path("translations/de.yaml")): [["range": range(3, 44, 44), "newText": ", W010"]]]])
        // What `validate --fix` would write: the key renamed, the unused suppression removed.
        let fixAll = actions("translations/de.yaml", only: ["source.fixAll"])
        XCTAssertEqual(
            fixAll,
            [
                [
                    "title": "Apply all safe campaignc fixes", "kind": "source.fixAll.campaignc",
                    "edit": [
                        "changes": [
                            FileURI.uri(ofPath: folder.path("translations/de.yaml")): [
                                ["range": span(1, 6, 3, 58), "newText": "gns:\n  welcome:\n    message: Hallo"]
                            ]
                        ]
                    ],
                ]
            ])
    }

    // MARK: Untrusted positions

    /// Every position of broken and odd translation texts, and past their ends, gets an answer
    /// (never an error, never a crash) from each request, and the server goes on.
    func testEveryPositionOfABrokenTranslationFileGetsAnAnswer() {
        start()
        let texts = [
            "locale: fr\ncampaigns: [\n", "campaigns:\n  spring-sale: [header, 1\n    header: é😀\r\n", "\u{FEFF}locale: \"fr\ncampaigns:\n",
            "campaigns:\n  spring-sale:\n    header: |\n      Le\n      printemps\n    buttons.0.text: {{\n", "- a\n- b: c\n", "",
        ]
        _ = open("translations/fr.yaml", french)
        var id: Int64 = 100
        for (version, text) in texts.enumerated() {
            session.change(folder.path("translations/fr.yaml"), text, version: Int64(version + 2))
            _ = session.take()
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            for line in 0...(lines.count + 1) {
                let width = line < lines.count ? lines[line].utf16.count : 0
                for character in Array(0...(width + 2)) + [Int(Int32.max)] {
                    let position: JSONValue = ["line": .integer(Int64(line)), "character": .integer(Int64(character))]
                    let document: JSONValue = ["uri": uri("translations/fr.yaml")]
                    for method in ["textDocument/hover", "textDocument/completion", "textDocument/definition"] {
                        id += 1
                        session.send(MessageBytes.request(id, method, ["textDocument": document, "position": position]))
                        let answer = SessionHarness.answer(id, in: session.take())
                        XCTAssertNotNil(answer?["result"], "\(method) at \(line):\(character) of \(text.debugDescription)")
                    }
                    id += 1
                    session.send(
                        MessageBytes.request(
                            id, "textDocument/codeAction",
                            ["textDocument": document, "range": ["start": ["line": 0, "character": 0], "end": position], "context": ["diagnostics": []]]))
                    XCTAssertNotNil(SessionHarness.answer(id, in: session.take())?["result"]?.arrayValue, "codeAction to \(line):\(character)")
                }
            }
            id += 1
            session.send(MessageBytes.request(id, "textDocument/documentSymbol", ["textDocument": ["uri": uri("translations/fr.yaml")]]))
            XCTAssertNotNil(SessionHarness.answer(id, in: session.take())?["result"]?.arrayValue, "symbols of \(text.debugDescription)")
        }
        session.send(MessageBytes.request(1, "shutdown"))
        XCTAssertEqual(SessionHarness.answer(1, in: session.take())?["result"], .null)
    }
}
