public import CampaignDiagnostics
public import CampaignModel
public import CampaignYAML
import CanonicalJSON

/// The compiler's entry point: a parsed file in, decoded campaigns and diagnostics out.
///
/// ```swift
/// let (project, projectDiagnostics) = CampaignCompiler.loadProject(projectYAML, root: "path/to", globProblem: GlobPattern.problem)
/// let compiler = CampaignCompiler(project: project, now: now, files: files)   // the disk: the workspace's AssetFiles
/// let files = yamlFiles.map(compiler.compile)             // may run in parallel: value types only
/// let crossFile = CampaignCompiler.analyze(files)         // E401, W402, W403
/// ```
///
/// Diagnostics carry their codes' default severities; `severity:` overrides and
/// `--warnings-as-errors` are applied by the caller.
public struct CampaignCompiler: Sendable {
    /// Where local images are looked up (SPEC §2.6), with the working directory they are
    /// relative to: the disk or one held in memory (the workspace's `AssetFiles`).
    public let files: any AssetFileSystem
    let project: ProjectSettings
    /// The current time as Unix seconds (`--now`, or the clock read by the caller), for W314.
    public let now: Int64

    /// The most diagnostics one file reports (SPEC §7); the rest are counted on the last one.
    public static let diagnosticsPerFile = FileDiagnostics.limit

    public init(project: ProjectSettings = .standard, now: Int64, files: any AssetFileSystem) {
        self.project = project
        self.now = now
        self.files = files
    }

    /// Decodes and checks every campaign document of one file.
    public func compile(_ file: YAMLFile, needs: CompilationNeeds = .standard) -> CompiledFile {
        compile(file, needs: needs, regexes: RegexVerdicts())
    }

    /// The same, reusing the regular expressions a worker compiled for earlier files (pass
    /// the same `regexes` to every file one worker compiles, never to two workers at once).
    /// A translation file's Liquid texts are taken from `previous`, the memo of an earlier
    /// check of the same file, where it holds them (`CompilationNeeds.unitMemo`).
    public func compile(
        _ file: YAMLFile, needs: CompilationNeeds = .standard, regexes: RegexVerdicts, previous: TranslationUnitMemo? = nil
    ) -> CompiledFile {
        let context = DecodingContext(source: file.source, project: project)
        if needs.localImages { context.keepLocalImages() }
        let decoder = CampaignStages(context: context, files: files, now: now, regexes: regexes)
        var campaigns: [Campaign] = []
        var ids: [CampaignIDOccurrence] = []
        var documents: [DocumentSummary] = []
        var scenarios = ScenarioCollector(path: file.source.path)
        let frontEndErrors = file.diagnostics.filter { $0.severity == .error }
        let translationFile = TranslationFileDecoder.isTranslationFile(file.source.path, project: project)
        var translationTexts: TranslationTexts?
        var translationFit: TranslationFitFacts?
        var translationFacts: TranslationFileFacts?
        var unitMemo: TranslationUnitMemo?
        var unitFacts: [Int: [UnitFacts]] = [:]
        if translationFile {
            let content = TranslationFileDecoder(context: context).decode(file)
            let units = TranslationUnitMemo.work(
                content, checking: TranslationLiquidRules.checking(project), project: project, now: now, previous: previous)
            TranslationLiquidRules(context: context).report(content, units: units)
            if needs.translationTexts { translationTexts = TranslationTexts(content, path: file.source.path, bytes: file.source.bytes) }
            translationFit = TranslationFitFacts(content, fileTag: TranslationFileDecoder.fileTag(of: file.source.path), units: units)
            if needs.unitMemo { unitMemo = units }
            translationFacts = TranslationFileFacts(locale: content.locale, campaigns: content.campaigns, units: units)
        }
        for document in file.documents where !translationFile {
            if !needs.scenarios, ScenarioDecoder.isScenario(document.root) {
                scenarios.skipped += 1
                continue
            }
            if scenarios.take(document, context: context, frontEndErrors: frontEndErrors) {
                let id = scenarios.facts.last.flatMap { $0.documentIndex == document.index ? $0.id.value : nil }
                documents.append(DocumentSummary(document, kind: .scenario, id: id))
                continue
            }
            let result = decoder.decode(document)
            if let id = result.id {
                ids.append(CampaignIDOccurrence(id: id, file: file.source.path, documentIndex: document.index))
            }
            documents.append(DocumentSummary(document, kind: .campaign, id: result.id?.value))
            let range = document.root.range
            let brokenByFrontEnd = frontEndErrors.contains { range.contains($0.location.range.start) }
            if let campaign = result.campaign, !brokenByFrontEnd {
                campaigns.append(campaign)
                if project.localisation != nil {
                    unitFacts[campaign.documentIndex] = UnitPlaces.facts(
                        of: campaign, places: UnitPlaces.places(in: .mapping(document.root), source: file.source))
                }
            }
        }
        let scan = SuppressionScanner.scan(file)
        // Campaigns and scenarios are the units of reports (JUnit test cases, fingerprints).
        let scenarioUnits = scenarios.facts.map { CampaignIDOccurrence(id: $0.id, file: file.source.path, documentIndex: $0.documentIndex) }
        let index = DocumentIndex(file: file, ids: ids + scenarioUnits)
        var compiled = CompiledFile(
            path: file.source.path,
            campaigns: campaigns,
            campaignIDs: ids,
            documentCount: translationFile ? 0 : file.documentCount - scenarios.documents,
            diagnostics: (file.diagnostics + context.diagnostics + scan.diagnostics).map(index.annotate),
            scenarios: scenarios.scenarios,
            scenarioFacts: scenarios.facts
        )
        compiled.units = index.units
        compiled.documents = documents
        compiled.localImages = context.localImages ?? [:]
        compiled.mayHoldLiquid = context.mayHoldLiquid
        compiled.translations = translationTexts
        compiled.translationFit = translationFit
        compiled.unitMemo = unitMemo
        compiled.translationFileFacts = translationFacts
        compiled.unitFacts = unitFacts
        compiled.localeFacts = project.localisation.map { LocaleFacts(locales: $0.locales) }
        compiled.suppressions = scan.comments.map(index.place)
        let facts = compiled.factsOfCampaigns
        compiled.storedAnalysisFacts = facts
        if needs.anchorPlaces {
            for range in facts.campaignAnchorRanges {
                let place = index.place(of: range.start)
                compiled.anchorPlaces[range.start.offset] = AnchorPlace(unit: place.unit, nodePath: place.nodePath, document: place.document)
            }
            for anchor in facts.translationAnchors {
                compiled.anchorPlaces[anchor.range.start.offset] = AnchorPlace(unit: nil, nodePath: anchor.nodePath, document: file.documents.first?.index)
            }
        }
        return compiled
    }

    /// Decodes the project file `campaignc.yaml` found in folder `root` (SPEC §3). The
    /// returned diagnostics include the front end's for that file. `globProblem` says why a
    /// text is not a valid `exclude:` glob (nil when it is): the grammar is the input layer's,
    /// which matches the globs against paths.
    public static func loadProject(
        _ file: YAMLFile, root: String, globProblem: @escaping @Sendable (String) -> String?
    ) -> (ProjectSettings, [Diagnostic]) {
        let context = DecodingContext(source: file.source, project: ProjectSettings(root: root))
        let settings = ProjectDecoder(context: context, globProblem: globProblem).decode(file, root: root)
        // W009 ("no campaign") is about campaign files; an empty project file is fine.
        let frontEnd = file.diagnostics.filter { $0.code != .W009 }
        let index = DocumentIndex(file: file, ids: [])
        let all = frontEnd + context.diagnostics + SuppressionScanner.scan(file).diagnostics
        return (settings, all.map(index.annotate))
    }

    /// The well-formed inline suppressions of the project file (its `W011`/`W012` come with
    /// `loadProject`'s diagnostics).
    public static func projectSuppressions(_ file: YAMLFile) -> [SuppressionComment] {
        let index = DocumentIndex(file: file, ids: [])
        return SuppressionScanner.scan(file).comments.map(index.place)
    }

    /// Checks across all compiled files (E401 duplicate ids, W402 ambiguous priorities, W403
    /// campaigns always outranked).
    /// The result does not depend on the order of `files`.
    public static func analyze(_ files: [CompiledFile]) -> [Diagnostic] {
        analyze(files.map(\.analysisFacts))
    }

    /// The same checks over what they need of each file (see `CompiledFile.analysisFacts`),
    /// so a run can drop each file's campaigns as soon as it is compiled. With
    /// `payloadCampaigns` (the trigger ids of `test --payload`), scenarios name the campaigns of
    /// that payload instead of the inputs' (E601 then says "in the payload"). A duplicate id
    /// is reported at its last use, and also at each use in a file of `duplicatesShownIn` (an
    /// editor's open documents). With `wholeProject` (the inputs are every file of the project),
    /// a translation of a campaign that no input defines is W903.
    public static func analyze(
        _ files: [AnalysisFacts], payloadCampaigns: [String]? = nil, duplicatesShownIn: Set<PathKey> = [], wholeProject: Bool = false
    ) -> [Diagnostic] {
        var memo = AnalysisMemo.none
        return analyze(files, payloadCampaigns: payloadCampaigns, duplicatesShownIn: duplicatesShownIn, wholeProject: wholeProject, memo: &memo)
    }

    /// The same checks, reusing what `memo` kept of the last run over the same project and
    /// keeping this run's for the next (an editor's workspace, analysed after every change).
    public static func analyze(
        _ files: [AnalysisFacts], payloadCampaigns: [String]? = nil, duplicatesShownIn: Set<PathKey> = [], wholeProject: Bool = false,
        memo: inout AnalysisMemo
    ) -> [Diagnostic] {
        let inOrder = files.indices.dropFirst().allSatisfy { !UTF8Order.precedes(files[$0].path, files[$0 - 1].path) }
        let ordered = inOrder ? files : files.sorted { UTF8Order.precedes($0.path, $1.path) }
        let scenarioChecks = ScenarioAnalysis(payloadCampaigns: payloadCampaigns).run(ordered)
        return DuplicateIDAnalysis(shownIn: duplicatesShownIn).run(ordered) + PriorityTieAnalysis().run(ordered)
            + OutrankedCampaignAnalysis().run(ordered) + scenarioChecks + TranslationFitAnalysis().run(ordered, memo: &memo)
            + TranslationCoverageAnalysis(wholeProject: wholeProject).run(ordered, memo: &memo.coverage, keeps: memo.keeps)
    }
}

extension SourceRange {
    /// True when `position` lies in `[start, end]` (the end included, so that an empty range
    /// or a mark at the very end of a node counts).
    func contains(_ position: SourcePosition) -> Bool {
        start <= position && position <= end
    }
}
