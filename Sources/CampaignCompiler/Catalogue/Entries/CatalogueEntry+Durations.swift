// The catalogue entry of durations written without a unit: W317 (SPEC §2.1 v3).

extension CatalogueEntry {
    static let w317 = CatalogueEntry(
        .W317,
        title: "duration without a unit",
        explanation: """
            A duration written as a plain integer, without `ms`, `s`, `m`, `h` or `d`, is read as \
            that many seconds. That reading surprises: `less_than_ago: 5` meant as five days \
            silently means five seconds, and `reeligible_after: 7` lets a message come back after \
            seven seconds. campaignc still reads the number as seconds, and warns until the unit \
            is written; every duration field says so, in campaigns, scenarios and the project file.

            Zero needs no unit: `delay: 0` is the same in every unit and gets no warning.

            The fix-its append a unit right after the number: `s`, which keeps the value as it was \
            read, and, first, `d` on the fields that usually hold days (`reeligible_after`, \
            `less_than_ago`, `more_than_ago`, `less_than_in`, `more_than_in`). Neither is safe: \
            each fixes a meaning the author did not write, so `campaignc validate --fix` and an \
            editor's fixes on save apply neither; pick the unit that was meant.
            """,
        failing: CatalogueExample(
            """
            campaign: cart-reminder
            delay: ⟨W317⟩30
            trigger: { custom_event: abandoned_cart }
            message: { type: slideup, message: Your cart misses you }
            """
        ),
        fixed: CatalogueExample(
            """
            campaign: cart-reminder
            delay: 30s
            trigger: { custom_event: abandoned_cart }
            message: { type: slideup, message: Your cart misses you }
            """
        )
    )
}
