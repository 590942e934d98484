import CampaignDiagnostics
import CampaignLiquid
import CampaignModel
import CampaignPayload
import CampaignPreview
import CampaignWorkspace

/// `campaignc preview`: the checks of `validate`, then the HTML gallery of SPEC §10 in
/// `--output-dir`, written whatever the diagnostics say.
///
/// - The text report of the diagnostics goes to standard error; one line naming the
///   gallery goes to standard output, only after every file was written.
/// - Exit status 1 when any campaign has an error (after writing), 2 when the command
///   cannot do what was asked (no campaign, an output that cannot be written).
public enum PreviewOperation {
    /// Runs the command. Never throws.
    public static func run(_ options: PreviewRunOptions, environment: DriverEnvironment) async -> CommandResult {
        do throws(RunError) {
            if let tag = options.locale, tag != PreviewLocales.all, let problem = LocaleSelection.problem(in: tag) {
                throw RunError.usage("invalid --locale '\(tag)': \(problem)")
            }
            let setup = try RunSetup(options.checking.run, environment: environment.run)
            var workspace = Workspace(setup, keeper: .previewInputs)
            try await workspace.checkEveryInput()
            let checked = (files: workspace.outcomes, report: workspace.report().report)
            guard checked.files.contains(where: { $0.summary.documentCount > 0 }) else {
                throw RunError.usage("no campaign files found in " + options.paths.map { "'\($0)'" }.joined(separator: ", "))
            }
            let project = setup.settings.project
            let place = RootPlace(root: project.root, workingDirectory: environment.workingDirectory)
            let cards = PreviewCards.cards(files: checked.files, diagnostics: checked.report.diagnostics).map { shown($0, in: place) }
            let now = try RenderInputs.now(options.checking.now, default: environment.currentTime)
            let zones = ZoneNames.rules(
                texts: cards.flatMap { $0.campaign.map(Self.texts) ?? [] }, names: project.personas.compactMap(\.profile.timeZone), files: environment.files)
            let personas = PreviewPersonas(
                personas: project.personas, environment: LiquidRenderEnvironment(now: LiquidTime(seconds: now), timeZones: zones))
            let locales = try PreviewLocales.locales(
                options.locale, project: project, campaigns: cards.compactMap(\.campaign), translations: checked.files.map(\.product.translations))
            let gallery = GalleryRenderer.render(
                cards, options: options.gallery, viewTypes: project.viewTypes, contrastLevel: project.contrastLevel, personas: personas,
                locales: locales)
            var images: [String: [UInt8]] = [:]
            for file in checked.files { images.merge(file.product.localImages) { first, _ in first } }
            try PreviewOutput.write(gallery, images: images, to: options.outputDirectory)
            let report = ReportRendering.render(checked.report, format: .text, colored: false)
            let index = PreviewOutput.join(options.outputDirectory, "index.html")
            return CommandResult(
                exitStatus: checked.report.hasErrors ? ExitStatus.errors : ExitStatus.success,
                standardOutput: "wrote \(index) (\(cards.count) card" + (cards.count == 1 ? "" : "s") + ")\n",
                standardError: report
            )
        } catch {
            return CommandResult(failure: error)
        }
    }

    /// The card with its files (its own and its diagnostics' places) named as given, or below
    /// the project root when given as an absolute path there: a gallery does not depend on how
    /// its files were named.
    static func shown(_ card: PreviewCard, in place: RootPlace) -> PreviewCard {
        func shown(_ path: String) -> String {
            guard path.hasPrefix("/"), let relative = place.relative(path), !relative.isEmpty else { return path }
            return relative
        }
        var card = card
        if card.id == card.path { card.id = shown(card.id) }
        card.path = shown(card.path)
        card.diagnostics = card.diagnostics.map { diagnostic in
            var diagnostic = diagnostic
            diagnostic.location.file = shown(diagnostic.location.file)
            diagnostic.notes = diagnostic.notes.map { note in
                var note = note
                if let file = note.location?.file { note.location?.file = shown(file) }
                return note
            }
            return diagnostic
        }
        return card
    }

    /// The texts of a campaign's message that Liquid may render.
    private static func texts(of campaign: Campaign) -> [String] {
        let message = campaign.message
        return [message.header?.value, message.text?.value, message.common.imageAlt?.value].compactMap { $0 } + message.buttons.map(\.text.value)
    }
}
