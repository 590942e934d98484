import CampaignDiagnostics
import CampaignModel
import XCTest

@testable import CampaignCompiler

/// The project file `campaignc.yaml` (SPEC §3).
final class ProjectFileTests: XCTestCase {
    func testBaselineIsRelativeToTheProjectFile() {
        XCTAssertEqual(loadProjectYAML("baseline: campaignc-baseline.json\n", root: ".").0.baseline, "campaignc-baseline.json")
        XCTAssertEqual(loadProjectYAML("baseline: ci/baseline.json\n", root: "Samples/valid").0.baseline, "Samples/valid/ci/baseline.json")
        XCTAssertEqual(loadProjectYAML("baseline: ../b.json\n", root: "/work/").0.baseline, "/work/../b.json")
        XCTAssertEqual(loadProjectYAML("baseline: /etc/b.json\n", root: "proj").0.baseline, "/etc/b.json")
        XCTAssertEqual(loadProjectYAML("trigger_minimum_interval: 30s\n").0.baseline, nil)
        assertProject("baseline: ⟨b⟩\"\"\n", [Expect(.E107, at: "b", "`baseline` must not be empty")])
        assertProject("baseline: ⟨b⟩[a.json]\n", [Expect(.E103, at: "b", "expected a string, found a list")])
    }

    func testExcludeGlobs() throws {
        let (settings, diagnostics) = loadProjectYAML("exclude: [drafts/**, \"*.draft.yaml\"]\n")
        XCTAssertEqual(diagnostics.map(render), [])
        XCTAssertEqual(settings.exclude, ["drafts/**", "*.draft.yaml"])
        assertProject(
            "exclude: [ok, ⟨g⟩\"[bad\"]\n",
            [
                Expect(.E106, at: "g", "expected a glob such as `drafts/**` or `*.draft.yaml`, found `[bad`: a `[` has no closing `]`")
            ])
    }

    func testTheSpecExample() throws {
        let (settings, diagnostics) = loadProjectYAML(
            """
            trigger_minimum_interval: 45s
            assets:
              base_url: https://cdn.example.com/iam/
              max_bytes: 1048576
              allowed_hosts: [cdn.example.com, Images.Example.com]
            view_types:
              picker:
                message_types: [modal]
                required_extras: [attribute_key]
                message_format: comma_list
              toggle_list:
                message_types: [full, modal]
            severity:
              W402: error
              W311: off
            """, root: "config")
        XCTAssertEqual(diagnostics.map(render), [])
        XCTAssertEqual(settings.root, "config")
        XCTAssertEqual(settings.triggerMinimumInterval, .seconds(45))
        XCTAssertEqual(
            settings.assets,
            AssetSettings(
                baseURL: "https://cdn.example.com/iam/", maxBytes: 1_048_576,
                allowedHosts: ["cdn.example.com", "images.example.com"]))
        XCTAssertEqual(
            settings.viewTypes,
            [
                ViewTypeContract(name: "picker", messageTypes: [.modal], requiredExtras: ["attribute_key"], messageFormat: .commaList),
                ViewTypeContract(name: "toggle_list", messageTypes: [.full, .modal], requiredExtras: [], messageFormat: .text),
            ])
        XCTAssertEqual(settings.viewType(named: "picker")?.messageFormat, .commaList)
        XCTAssertEqual(settings.severity, [.W402: .error, .W311: .off])
    }

    func testDefaults() {
        let (settings, diagnostics) = loadProjectYAML("")
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(settings, ProjectSettings(root: "proj"))
        XCTAssertEqual(settings.triggerMinimumInterval, .seconds(30))
        XCTAssertEqual(settings.assets.maxBytes, 5_242_880)
        XCTAssertNil(settings.assets.baseURL)
        XCTAssertEqual(ProjectSettings.standard.root, ".")
        let (empty, _) = loadProjectYAML("assets: {}\n")
        XCTAssertEqual(empty.assets, AssetSettings())
    }

    func testUnknownKeys() {
        assertProject(
            "⟨k⟩trigger_min_interval: 30s\nassets: { ⟨k2⟩max_byte: 5 }\n",
            [
                Expect(.E101, at: "k", "unknown key `trigger_min_interval`", help: "did you mean `trigger_minimum_interval`?"),
                Expect(.E101, at: "k2", "unknown key `max_byte`", help: "did you mean `max_bytes`?"),
            ])
        assertProject(
            "view_types:\n  picker:\n    message_types: [modal]\n    ⟨k⟩required_extra: [a]\n",
            [
                Expect(.E101, at: "k", "unknown key `required_extra`", help: "did you mean `required_extras`?")
            ])
    }

    func testBadValues() {
        assertProject(
            """
            trigger_minimum_interval: ⟨i⟩1.5s
            assets:
              base_url: ⟨u⟩http://cdn.example.com/
              max_bytes: ⟨m⟩0
              allowed_hosts: [⟨h⟩https://cdn.example.com/, ⟨h2⟩"bad host"]
            """,
            [
                Expect(.E106, at: "i", "`trigger_minimum_interval` must be a whole number of seconds, found `1.5s`"),
                Expect(
                    .E106, at: "u", "expected an https URL ending in `/` such as `https://cdn.example.com/iam/`, found `http://cdn.example.com/`",
                    help: "use `https://`"),
                Expect(.E105, at: "m", "expected an integer from 1 to 9223372036854775807, found `0`"),
                Expect(
                    .E106, at: "h", "expected a host name such as `cdn.example.com`, found `https://cdn.example.com/`",
                    help: "write only the host: `cdn.example.com`"),
                Expect(.E106, at: "h2", "expected a host name such as `cdn.example.com`, found `bad host`"),
            ])
        assertProject(
            "assets: { base_url: ⟨u⟩https://cdn.example.com/iam }\n",
            [
                Expect(
                    .E106, at: "u", "expected an https URL ending in `/` such as `https://cdn.example.com/iam/`, found `https://cdn.example.com/iam`",
                    help: "add a `/` at the end")
            ])
    }

    /// The missing final `/` is appended by a safe fix-it, inside the quotes when there are some.
    func testBaseURLWithoutItsSlashIsFixed() {
        for (text, offset, column) in [
            ("assets: { base_url: https://cdn.example.com/iam }\n", 47, 48), ("assets: { base_url: 'https://cdn.example.com/iam' }\n", 48, 49),
        ] {
            let (_, diagnostics) = loadProjectYAML(text)
            XCTAssertEqual(diagnostics.map(\.code), [.E106], text)
            XCTAssertEqual(
                diagnostics.first?.fixIts,
                [FixIt("append `/`", range: SourceRange(at: SourcePosition(line: 1, column: column, offset: offset)), replacement: "/", safe: true)], text)
        }
    }

    func testViewTypes() {
        assertProject(
            """
            view_types:
              ⟨first⟩picker:
                ⟨k⟩required_extras: [attribute_key]
              list:
                message_types: [⟨t⟩modl]
                message_format: ⟨f⟩csv
              empty:
                message_types: ⟨e⟩[]
            """,
            [
                Expect(.E102, at: "k", "missing required key `message_types`"),
                Expect(.E104, at: "t", "expected `slideup`, `modal`, `full` or `html`, found `modl`", help: "did you mean `modal`?"),
                Expect(.E104, at: "f", "expected `comma_list` or `text`, found `csv`"),
                Expect(.E105, at: "e", "expected 1 or more message types, found none"),
            ])
        let (settings, _) = loadProjectYAML("view_types:\n  bad:\n    message_types: [nope]\n  good:\n    message_types: [slideup]\n")
        XCTAssertEqual(settings.viewTypes.map(\.name), ["good"])
    }

    func testSeverity() {
        assertProject(
            "severity:\n  ⟨c⟩W4O2: error\n  W402: ⟨w⟩fatal\n  ⟨c2⟩w402: off\n  ⟨c3⟩E999: error\n",
            [
                Expect(.E104, at: "c", "expected a diagnostic code such as `W402`, found `W4O2`", help: "did you mean `W402`?"),
                Expect(.E104, at: "w", "expected `error`, `warning` or `off`, found `fatal`"),
                Expect(.E104, at: "c2", "expected a diagnostic code such as `W402`, found `w402`", help: "did you mean `W402`?"),
                Expect(.E104, at: "c3", "expected a diagnostic code such as `W402`, found `E999`"),
            ])
        let (settings, _) = loadProjectYAML("severity: { W402: fatal, W311: warning, E310: off }\n")
        XCTAssertEqual(settings.severity, [.W311: .warning, .E310: .off])
    }

    /// SPEC §3: only adjustable codes may be changed; any other code is E108 at its key and
    /// keeps its severity, whatever the value says.
    func testCodesThatCannotBeAdjustedAreE108() {
        assertProject(
            "severity:\n  ⟨a⟩E107: off\n  E201: warning\n  ⟨b⟩E401: error\n  W402: off\n",
            [
                Expect(
                    .E108, at: "a", "E107 cannot be changed: a campaign with this problem cannot be compiled",
                    help: "only warnings and E201, E202, E208, E212, E213, E310, E503–E506 can be turned off or down"),
                Expect(
                    .E108, at: "b", "E401 cannot be changed: a campaign with this problem cannot be compiled",
                    help: "only warnings and E201, E202, E208, E212, E213, E310, E503–E506 can be turned off or down"),
            ])
        let (settings, _) = loadProjectYAML("severity: { E107: off, E201: warning, E401: error, W402: off }\n")
        XCTAssertEqual(settings.severity, [.E201: .warning, .W402: .off])
    }

    /// An empty project file (no document, comments only, or `---` alone) holds no settings; a
    /// document that is not a mapping gets an E007 that speaks of the project file, never of
    /// a campaign (version 1 said "a campaign must be a mapping").
    func testEmptyAndNonMappingProjectFiles() {
        for text in ["", "# nothing yet\n", "---\n", "--- # settings later\n...\n"] {
            let (settings, diagnostics) = loadProjectYAML(text)
            XCTAssertEqual(diagnostics.map(\.code), [], text)
            XCTAssertEqual(settings.triggerMinimumInterval, .seconds(30), text)
        }
        let help = "write settings such as `assets:`, `view_types:` or `severity:`"
        assertProject(
            "⟨v⟩x\n",
            [
                Expect(.E007, at: "v", "the project file must be a mapping of `key: value` settings, found a single value", help: help)
            ])
        assertProject(
            "⟨v⟩- assets\n",
            [
                Expect(.E007, at: "v", "the project file must be a mapping of `key: value` settings, found a list", help: help)
            ])
    }

    func testMoreThanOneDocument() {
        assertProject(
            "assets: {}\n---\n⟨d⟩severity: {}\n",
            [
                Expect(
                    .E103, at: "d", "expected one document in the project file, found 2",
                    help: "remove the `---` and merge the settings into the first document")
            ])
    }

    func testNotAMapping() {
        assertProject(
            "assets: ⟨v⟩[a]\nview_types: ⟨w⟩~\n",
            [
                Expect(.E103, at: "v", "expected a mapping, found a list"),
                Expect(.E107, at: "w", "`view_types` needs a value"),
            ])
    }
}
