// The catalogue entry of variants: W915.

extension CatalogueEntry {
    static let w915 = CatalogueEntry(
        .W915,
        title: "two variants with the same message",
        explanation: """
            Two variants of an A/B test whose messages are written alike show users the same thing, \
            so the test compares nothing between them. It is usually a variant copied and not yet \
            changed; the warning is at the later variant's name, with a note at the earlier one.
            """,
        failing: CatalogueExample(
            """
            campaign: spring-sale
            trigger: session_start
            variants:
              - name: short-copy
                percent: 50
                message: { type: slideup, message: "Spring sale, 20% off" }
              - name: ⟨W915⟩long-copy
                percent: 50
                message: { type: slideup, message: "Spring sale, 20% off" }
            """),
        fixed: CatalogueExample(
            """
            campaign: spring-sale
            trigger: session_start
            variants:
              - name: short-copy
                percent: 50
                message: { type: slideup, message: "Spring sale, 20% off" }
              - name: long-copy
                percent: 50
                message: { type: slideup, message: "Spring sale, 20% off shoes and bags" }
            """)
    )
}
