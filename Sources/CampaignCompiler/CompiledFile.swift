public import CampaignDiagnostics
public import CampaignModel

/// What the compiler learned from one file.
public struct CompiledFile: Sendable {
    /// The file's path as shown to the user.
    public let path: String
    /// The campaigns whose document had no error of its own, in document order.
    public let campaigns: [Campaign]
    /// The id of every document that has a well-formed one, even if the document had other
    /// errors (cross-campaign checks such as E401 use them).
    public let campaignIDs: [CampaignIDOccurrence]
    /// Every document in the stream (as counted by the front end) except (v2) scenarios: the
    /// campaigns of the summary line.
    public let documentCount: Int
    /// The diagnostics of the front end, decoding, the rules and the suppression comments for
    /// this file, in no particular order: the report sorts them once, when it is assembled.
    public let diagnostics: [Diagnostic]
    /// The documents with an id, for reports that group diagnostics by campaign (JUnit).
    public var units: [ReportUnit] = []
    /// Every document the compiler read (not those it skipped), in document order.
    public var documents: [DocumentSummary] = []
    /// The bytes of the local images checked, by path relative to the project root, when the
    /// caller asks for them (`CompilationNeeds.localImages`); empty otherwise.
    public var localImages: [String: [UInt8]] = [:]
    /// The file's well-formed inline suppressions (SPEC §11), applied after the whole run.
    public var suppressions: [SuppressionComment] = []
    /// The node path and unit at each place the cross-file analyses may point at (by byte
    /// offset), so their diagnostics get node paths after the tree is gone.
    public var anchorPlaces: [Int: AnchorPlace] = [:]
    /// False when no scalar of the file can hold Liquid (`DecodingContext.mayHoldLiquid`): no
    /// campaign of it has a personal text.
    public var mayHoldLiquid = true
    /// A translation file's locale and texts (campaign id, then unit id, then text); nil for
    /// any other file. `translations export` reads them.
    public var translations: TranslationTexts?
    /// A translation file's units with their renderings, for W905 of translations.
    var translationFit: TranslationFitFacts?
    /// A translation file's Liquid texts worked out, for a later check of the same file to
    /// reuse, when asked for (`CompilationNeeds.unitMemo`).
    public var unitMemo: TranslationUnitMemo?
    /// `analysisFacts`, worked out once by `CampaignCompiler.compile` (nil for a file built by
    /// hand, whose facts are worked out when asked).
    var storedAnalysisFacts: AnalysisFacts?
    /// (v4) In a localised project: the translation units of each decoded campaign, by the
    /// index of its document.
    var unitFacts: [Int: [UnitFacts]] = [:]
    /// (v4) In a localised project: its locales, and what a translation file holds.
    var localeFacts: LocaleFacts?
    var translationFileFacts: TranslationFileFacts?
    /// True for a translation file of a localised project (SPEC §16.3), whether or not its
    /// texts were kept.
    public var isTranslationFile: Bool { translationFileFacts != nil }
    /// (v2) The scenario documents without an error of their own, in document order.
    public let scenarios: [Scenario]
    /// (v2) What the cross-file scenario checks (E601, E603) need of every scenario document.
    public let scenarioFacts: [ScenarioFacts]

    init(
        path: String, campaigns: [Campaign], campaignIDs: [CampaignIDOccurrence], documentCount: Int, diagnostics: [Diagnostic],
        scenarios: [Scenario] = [], scenarioFacts: [ScenarioFacts] = []
    ) {
        self.path = path
        self.campaigns = campaigns
        self.campaignIDs = campaignIDs
        self.documentCount = documentCount
        self.diagnostics = diagnostics
        self.scenarios = scenarios
        self.scenarioFacts = scenarioFacts
    }
}

/// One `campaign:` id and where it was written.
public struct CampaignIDOccurrence: Hashable, Sendable {
    public let id: Located<String>
    let file: String
    /// 0-based index of the document in its file.
    public let documentIndex: Int

    init(id: Located<String>, file: String, documentIndex: Int) {
        self.id = id
        self.file = file
        self.documentIndex = documentIndex
    }

    /// The id's location, for diagnostics and notes.
    var location: SourceLocation { SourceLocation(file: file, range: id.range) }
}

/// Where an analysis anchor is: the id of its document, the path of its node and the document.
public struct AnchorPlace: Hashable, Sendable {
    let unit: String?
    let nodePath: String
    let document: Int?

    /// `diagnostic` with this place's unit, node path and document, unless it has a node path already.
    public func annotate(_ diagnostic: Diagnostic) -> Diagnostic {
        guard diagnostic.nodePath == nil else { return diagnostic }
        var result = diagnostic
        result.unit = result.unit ?? unit
        result.nodePath = nodePath
        result.document = document
        return result
    }
}
