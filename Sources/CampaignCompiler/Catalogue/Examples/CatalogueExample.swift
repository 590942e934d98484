/// One example of the catalogue: a campaign file, and whatever else the run needs — a project
/// file `campaignc.yaml` beside it, other files (local images) relative to its folder, and the
/// time `--now` gives. All of them sit in one folder, the project root.
///
/// In the catalogue text, a `⟨CODE⟩` marker (`MarkedText`) stands just before the character
/// where the failing example's code is reported; it is not part of the file. A fixed example
/// has no marker.
public struct CatalogueExample: Sendable {
    /// The name of the campaign file in the example's folder.
    public static let campaignFileName = "campaign.yaml"
    /// The name of the project file in the example's folder.
    public static let projectFileName = "campaignc.yaml"
    /// The time of the examples that give no `now`: 2026-01-01T00:00:00Z, in Unix seconds.
    public static let defaultNow: Int64 = 1_767_225_600

    /// The campaign file as it is shown: text, or a description of bytes built in code.
    public let input: ExampleInput
    /// The text of `campaignc.yaml`, when the example needs a project file (without the
    /// marker, which may stand in it for codes reported in the project file, such as E108).
    public var projectFile: String? { markedProjectFile.map { MarkedText($0).text } }
    /// The project file as written in the catalogue, marker included.
    let markedProjectFile: String?
    /// Other files of the example, relative to the example's folder.
    public let files: [ExampleFile]
    /// The `--now` time (RFC 3339), when the example depends on it.
    public let now: String?
    /// The command whose run shows the code: `validate` for most, `test` for the code that
    /// only a scenario run produces (E602).
    public var command: Command = .validate
    /// Where the campaign file sits in the example's folder: `campaign.yaml`, or deeper for an
    /// example about paths relative to the campaign's folder (E209).
    public var campaignPath = CatalogueExample.campaignFileName

    /// The command an example is checked with.
    public enum Command: String, Sendable {
        case validate, test
    }

    /// An example written as campaign text (with at most one `⟨CODE⟩` marker).
    init(_ campaign: String, projectFile: String? = nil, files: [ExampleFile] = [], now: String? = nil) {
        self.init(input: .text(campaign), projectFile: projectFile, files: files, now: now)
    }

    /// An example whose campaign file cannot be written as text.
    init(generated: GeneratedInput, projectFile: String? = nil, files: [ExampleFile] = [], now: String? = nil) {
        self.init(input: .generated(generated), projectFile: projectFile, files: files, now: now)
    }

    /// An example whose campaign file is `campaignPath`, below the project root.
    init(_ campaign: String, at campaignPath: String, projectFile: String? = nil, files: [ExampleFile] = []) {
        self.init(input: .text(campaign), projectFile: projectFile, files: files, now: nil)
        self.campaignPath = campaignPath
    }

    /// The paths the example's run is given: the campaign file, then its other `.yaml` files
    /// (the translation files of a localised example, or the campaign they translate).
    public var inputPaths: [String] { [campaignPath] + files.filter(\.isInput).map(\.path) }

    /// An example checked with `campaignc test` (its scenarios run).
    static func testRun(_ text: String) -> CatalogueExample {
        var example = CatalogueExample(text)
        example.command = .test
        return example
    }

    init(input: ExampleInput, projectFile: String?, files: [ExampleFile], now: String?) {
        self.input = input
        self.markedProjectFile = projectFile
        self.files = files
        self.now = now
    }

    /// The campaign file's text as shown to a reader, without the marker. For a generated
    /// input, a readable stand-in for the real bytes.
    public var text: String {
        switch input {
        case .text(let marked): MarkedText(marked).text
        case .generated(let generated): MarkedText(generated.shownText).text
        }
    }

    /// The campaign file's bytes.
    public var bytes: [UInt8] {
        switch input {
        case .text: Array(text.utf8)
        case .generated(let generated): generated.bytes
        }
    }

    /// Where the code is reported (1-based line, column in Unicode scalars), in the file
    /// `expectedFile`, or nil when the example has no marker (a fixed example).
    public var expectedPosition: ExpectedPosition? {
        let inCampaign: ExpectedPosition? =
            switch input {
            case .text(let marked): MarkedText(marked).firstPosition.map(ExpectedPosition.init)
            case .generated(let generated): generated.expectedPosition
            }
        return inCampaign ?? markedProjectFile.flatMap { MarkedText($0).firstPosition.map(ExpectedPosition.init) }
    }

    /// The name of the marker (the code it stands for: `E201`), or nil without one.
    var markerName: String? {
        switch input {
        case .text(let marked): MarkedText(marked).names.first ?? markedProjectFile.flatMap { MarkedText($0).names.first }
        case .generated(let generated): MarkedText(generated.shownText).names.first
        }
    }

    /// The name of the file the marker stands in: the campaign file, or the project file when
    /// only that one is marked.
    public var expectedFile: String {
        let campaignMarked: Bool =
            switch input {
            case .text(let marked): MarkedText(marked).firstPosition != nil
            case .generated: true
            }
        if !campaignMarked, let project = markedProjectFile, MarkedText(project).firstPosition != nil {
            return Self.projectFileName
        }
        return campaignPath
    }
}
