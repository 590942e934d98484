import CampaignDiagnostics

// The catalogue entry of the severity policy's own check: E108 (SPEC §3).

extension CatalogueEntry {
    static let e108 = CatalogueEntry(
        .E108,
        title: "code that cannot be adjusted",
        explanation: """
            `severity:` in the project file (and an inline suppression) may only turn off or \
            downgrade a code whose campaign can still be compiled exactly as written: every \
            warning, and the errors E201, E202, E208, E212, E310 and E503–E506. Any other error \
            leaves nothing to compile — a YAML error, a value that could not be decoded, a \
            missing local image, a duplicate id — so hiding it would make `compile` succeed with \
            that campaign missing from the payload. `campaignc rules` and `explain` say which \
            codes are adjustable.

            E108 also stops a run whose inputs belong to two projects: each input's project file \
            is the nearest `campaignc.yaml` in its folder or above, and one run uses one. The \
            error is at the start of the second project's file (or of the run's, when an input \
            belongs to none), with a note naming an input of each; run campaignc once per \
            project, or name the project file with `--config`.
            """,
        failing: CatalogueExample(
            """
            campaign: welcome
            trigger: session_start
            message: { type: slideup, message: Welcome back }
            """,
            projectFile: """
                severity:
                  ⟨E108⟩E101: off
                """
        ),
        fixed: CatalogueExample(
            """
            campaign: welcome
            trigger: session_start
            message: { type: slideup, message: Welcome back }
            """,
            projectFile: """
                severity:
                  W402: error
                """
        )
    )
}
