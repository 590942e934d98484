import CampaignCompiler
import CampaignDiagnostics
import CampaignMessages

/// Turns a run's raw diagnostics into its report (SPEC §3, §4.4, §11), in this order:
///
/// 1. the diagnostics found after the per-file stages (the cross-file analyses', a scenario
///    run's) get the unit, node path and document of their anchors;
/// 2. the severity policy (`severity:` overrides, `--warnings-as-errors`);
/// 3. inline suppressions hide what they cover, and each comment that hid nothing is `W010`;
/// 4. fingerprints, over reported and suppressed diagnostics together, so a fingerprint does
///    not change when a suppression is added or removed;
/// 5. `--write-baseline` records the adjustable ones; the baseline (the one just written, or
///    `--baseline`) then hides what it matches, and `--baseline` lists what was fixed.
public struct ReportAssembly: Sendable {
    var policy: SeverityPolicy
    var projectRoot: String
    /// `--baseline`, already read.
    var baseline: Baseline?
    /// True with `--write-baseline`.
    var recordsBaseline: Bool
    /// False when nothing will read the fingerprints (text, GitHub, JUnit and Checkstyle
    /// reports without a baseline): step 4 is then left out, and the report computes any it
    /// is asked for after all (issue 24).
    var fingerprints = true

    /// The report, and with `--write-baseline` the baseline to write and how many
    /// diagnostics it left out.
    public struct Assembled: Sendable {
        public var report: DiagnosticReport
        public var recorded: (baseline: Baseline, leftOut: Int)?
    }

    /// `analysis` holds every diagnostic found after the per-file stages (the analyses', a
    /// scenario run's): each gets the unit, node path and document of the place it points at.
    func assemble(project: LoadedProject, files: [FileSummary], analysis: [Diagnostic], sources: [SourceFile]) -> Assembled {
        let places = Dictionary(files.map { ($0.path, $0.anchorPlaces) }, uniquingKeysWith: { first, _ in first })
        let anchored = analysis.map { diagnostic in
            places[diagnostic.location.file]?[diagnostic.location.range.start.offset]?.annotate(diagnostic) ?? diagnostic
        }
        let adjusted = policy.apply(project.diagnostics + files.flatMap(\.diagnostics) + anchored)
        let matcher = SuppressionMatcher(comments: project.suppressions + files.flatMap(\.suppressions))
        let outcome = matcher.apply(adjusted, unusedMessage: ReportMessages.unusedSuppression, unusedLimit: SuppressionLimit.unused)
        let (reported, suppressed) = fingerprinted(outcome.reported + policy.apply(outcome.unused), outcome.suppressed)

        var recorded: (baseline: Baseline, leftOut: Int)?
        var visible = reported
        var baselined = 0
        var fixed: [String]?
        if let baseline {
            fixed = baseline.match(reported).fixed
        }
        if recordsBaseline {
            recorded = Baseline.recording(reported)
        }
        if let matching = recorded?.baseline ?? baseline {
            let match = matching.match(reported)
            visible = match.reported
            baselined = match.baselined
        }

        var report = DiagnosticReport(
            diagnostics: visible,
            // The project file first: when it is an input too, its whole text wins over the
            // excerpt kept for the input.
            sources: DriverRun.referencedSources(of: visible, in: sources),
            files: files.count,
            campaigns: files.reduce(0) { $0 + $1.documentCount }
        )
        report.summary.suppressed = suppressed.count
        report.summary.baselined = baselined
        report.suppressed = suppressed
        report.fixed = fixed
        report.files = files.map(\.path)
        report.units = files.flatMap(\.units)
        return Assembled(report: report, recorded: recorded)
    }

    /// Both lists with fingerprints, computed over both together in report order.
    private func fingerprinted(
        _ reported: [Diagnostic], _ suppressed: [SuppressedDiagnostic]
    ) -> ([Diagnostic], [SuppressedDiagnostic]) {
        guard fingerprints else { return (reported, suppressed) }
        // Each entry remembers whether it was suppressed; reported ones have no justification.
        let entries = reported.map { (SuppressedDiagnostic(diagnostic: $0, justification: nil), false) } + suppressed.map { ($0, true) }
        let sorted = entries.sortedForReport { $0.0.diagnostic }
        let prints = DiagnosticFingerprint(projectRoot: projectRoot).fingerprints(ofSorted: sorted.map(\.0.diagnostic))
        var keptOut: [Diagnostic] = []
        var hiddenOut: [SuppressedDiagnostic] = []
        for ((entry, isSuppressed), fingerprint) in zip(sorted, prints) {
            var stamped = entry
            stamped.diagnostic.fingerprint = fingerprint
            if isSuppressed {
                hiddenOut.append(stamped)
            } else {
                keptOut.append(stamped.diagnostic)
            }
        }
        return (keptOut, hiddenOut)
    }
}
