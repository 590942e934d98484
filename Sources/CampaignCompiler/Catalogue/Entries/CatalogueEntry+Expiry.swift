import CampaignDiagnostics

// The catalogue entry of `expire_after`: W316 (SPEC §2.2), and its message.

extension CatalogueEntry {
    static let w316 = CatalogueEntry(
        .W316,
        title: "message expires before its delay ends",
        explanation: """
            `expire_after` is how long a triggered message may wait to be displayed; the device \
            drops it after that (the trigger object's `timeout`). The wait starts at the trigger, \
            and so does `delay`: when `expire_after` is not longer than `delay`, the message has \
            expired by the time it is due, and it can never display.
            """,
        failing: CatalogueExample(
            """
            campaign: cart-reminder
            delay: 30s
            expire_after: ⟨W316⟩10s
            trigger: { custom_event: abandoned_cart }
            message: { type: slideup, message: Your cart misses you }
            """
        ),
        fixed: CatalogueExample(
            """
            campaign: cart-reminder
            delay: 30s
            expire_after: 2m
            trigger: { custom_event: abandoned_cart }
            message: { type: slideup, message: Your cart misses you }
            """
        )
    )
}
