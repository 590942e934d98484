import CampaignDiagnostics
import CampaignMessages

/// What the cross-file analyses keep of one run to reuse in the next run over the same
/// project: an editor's workspace is analysed again after every change, and most of its
/// files did not change. It keeps the translations' text fit (W905) and coverage (W902–W904),
/// most of an analysis of a localised project: a translation file's findings are reused while
/// the file's facts and the campaigns it translates are those they were found with. A run's
/// result is the same with or without a memo.
public struct AnalysisMemo: Sendable {
    /// One translation file's W905 findings and the facts they were found from, and the
    /// findings of each of its units (in the order of `facts.units`), for a unit that did not
    /// change in a file that did.
    struct FitEntry: Sendable {
        let facts: TranslationFitFacts
        let diagnostics: [Diagnostic]
        let findings: [[FitFinding]]
    }

    /// False for a one-off run, which has nothing to reuse them for.
    let keeps: Bool
    var fit: [PathKey: FitEntry] = [:]
    /// The campaigns' fit shapes of the last run, by campaign id: a translation of a campaign
    /// whose shape changed since is measured again.
    var fitShapes: [String: FitShape] = [:]
    /// The translation coverage's findings (W902–W904) of the last run.
    var coverage = TranslationCoverageMemo()

    /// A memo that keeps what each run found, for the next.
    public init() {
        keeps = true
    }

    /// A memo of a single run: it keeps nothing.
    static var none: AnalysisMemo { AnalysisMemo(keeps: false) }

    private init(keeps: Bool) {
        self.keeps = keeps
    }
}
