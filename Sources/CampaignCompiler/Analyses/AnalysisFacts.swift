public import CampaignDiagnostics
import CampaignModel

/// What the cross-campaign analyses (E401, W402) need to know about one compiled file: small
/// enough to keep for every file of a large run after its campaigns are gone.
public struct AnalysisFacts: Sendable {
    /// The file's path as shown to the user.
    public let path: String
    /// One per document that has a well-formed id, in document order.
    let campaigns: [CampaignFacts]
    /// (v2) One per scenario document with a well-formed id, in document order.
    public var scenarios: [ScenarioFacts] { rare?.scenarios ?? [] }
    /// (v4) The fit shape of each decoded campaign with a drawn message (W905 of translations).
    var fitShapes: [FitShape] {
        get { rare?.fitShapes ?? [] }
        set { rare = RareParts(scenarios: scenarios, fitShapes: newValue, locales: locales, translationFit: translationFit, translationFile: translationFile) }
    }
    /// (v4) The project's locales when it is localised (SPEC §16), for the translation analysis.
    var locales: LocaleFacts? {
        get { rare?.locales }
        set {
            rare = RareParts(scenarios: scenarios, fitShapes: fitShapes, locales: newValue, translationFit: translationFit, translationFile: translationFile)
        }
    }
    /// (v4) A translation file's units as the fit analysis measures them; nil for other files.
    var translationFit: TranslationFitFacts? {
        get { rare?.translationFit }
        set { rare = RareParts(scenarios: scenarios, fitShapes: fitShapes, locales: locales, translationFit: newValue, translationFile: translationFile) }
    }
    /// (v4) What a translation file holds; nil for any other file.
    var translationFile: TranslationFileFacts? {
        get { rare?.translationFile }
        set { rare = RareParts(scenarios: scenarios, fitShapes: fitShapes, locales: locales, translationFit: translationFit, translationFile: newValue) }
    }
    /// What only some files have (scenarios, a localised project's facts, a translation file's),
    /// out of line: a run keeps the facts of every file, and most are plain campaign files.
    private var rare: RareParts?

    init(path: String, campaigns: [CampaignFacts], scenarios: [ScenarioFacts] = []) {
        self.path = path
        self.campaigns = campaigns
        rare = RareParts(scenarios: scenarios, fitShapes: [], locales: nil, translationFit: nil, translationFile: nil)
    }

    /// Every range in this file that a diagnostic of the analyses (or of a scenario run) may
    /// point at (primary locations and notes): the ids, the priority anchors, the campaigns a
    /// scenario names and the event properties that may not read as times (E605).
    public var anchorRanges: [SourceRange] {
        campaignAnchorRanges + translationAnchorRanges
    }

    /// The ranges of `translationAnchors`, without building their paths.
    var translationAnchorRanges: [SourceRange] {
        guard let file = translationFile else { return [] }
        var ranges: [SourceRange] = []
        if let locale = file.locale { ranges.append(locale.range) }
        for campaign in file.campaigns {
            ranges.append(campaign.id.range)
            for unit in campaign.units {
                ranges.append(unit.id.range)
                ranges.append(unit.text.range)
            }
        }
        return ranges
    }

    /// The anchors of a translation file with their node paths, known from its shape
    /// (`campaigns.spring-sale.message`), so that a file of many units is not searched for each.
    var translationAnchors: [(range: SourceRange, nodePath: String)] {
        guard let file = translationFile else { return [] }
        var anchors: [(range: SourceRange, nodePath: String)] = []
        if let locale = file.locale { anchors.append((locale.range, "locale")) }
        for campaign in file.campaigns {
            let path = "campaigns." + campaign.id.value
            anchors.append((campaign.id.range, path))
            for unit in campaign.units {
                anchors.append((unit.id.range, path + "." + unit.id.value))
                anchors.append((unit.text.range, path + "." + unit.id.value))
            }
        }
        return anchors
    }

    /// The anchors in campaign and scenario documents.
    var campaignAnchorRanges: [SourceRange] {
        var ranges: [SourceRange] = []
        for campaign in campaigns {
            ranges.append(campaign.id.range)
            if let contender = campaign.contender { ranges.append(contender.anchor) }
            ranges += (campaign.units ?? []).map(\.range)
        }
        for scenario in scenarios {
            ranges.append(scenario.id.range)
            ranges += scenario.campaignReferences.map(\.range)
            ranges += scenario.untimedProperties.map(\.value.range)
        }
        return ranges
    }
}

/// One campaign of a file, for the analyses.
struct CampaignFacts: Sendable {
    /// The `campaign:` id (E401 compares ids even of documents with other errors).
    var id: Located<String> { Located(idText, at: idRange.range) }
    private let idText: String
    private let idRange: PackedRange
    /// The campaign's claim on its events (W402); nil when the document had errors of its own.
    let contender: PriorityContender?
    /// (v4) The campaign's translation units in a localised project (empty with `localise:
    /// false`); nil when the document had errors of its own or the project is not localised.
    var units: [UnitFacts]? = nil

    init(id: Located<String>, contender: PriorityContender?) {
        idText = id.value
        idRange = PackedRange(id.range)
        self.contender = contender
    }
}

/// The parts of a file's `AnalysisFacts` that most files lack, in one box shared by its copies.
private final class RareParts: Sendable {
    let scenarios: [ScenarioFacts]
    let fitShapes: [FitShape]
    let locales: LocaleFacts?
    let translationFit: TranslationFitFacts?
    let translationFile: TranslationFileFacts?

    /// nil when there is nothing to hold.
    init?(
        scenarios: [ScenarioFacts], fitShapes: [FitShape], locales: LocaleFacts?, translationFit: TranslationFitFacts?,
        translationFile: TranslationFileFacts?
    ) {
        guard !scenarios.isEmpty || !fitShapes.isEmpty || locales != nil || translationFit != nil || translationFile != nil else {
            return nil
        }
        self.scenarios = scenarios
        self.fitShapes = fitShapes
        self.locales = locales
        self.translationFit = translationFit
        self.translationFile = translationFile
    }
}
