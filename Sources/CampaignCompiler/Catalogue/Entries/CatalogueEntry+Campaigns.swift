// The catalogue entries of the checks across campaigns: E401 and W402.

extension CatalogueEntry {
    static let e401 = CatalogueEntry(
        .E401,
        title: "duplicate campaign id across the inputs",
        explanation: """
            Campaign ids must be unique across everything compiled together: the payload lists \
            campaigns by id, `--output-dir` writes one file per id, and the SDK records \
            impressions and re-eligibility per id. Two campaigns with one id would overwrite each \
            other. campaignc reports the second `campaign` value and points a note at the first, \
            even when they are in different files.
            """,
        failing: CatalogueExample(
            """
            campaign: cart-reminder
            trigger: { custom_event: abandoned_cart }
            message: { type: slideup, message: Your cart misses you }
            ---
            campaign: ⟨E401⟩cart-reminder
            trigger: { custom_event: viewed_cart }
            message: { type: slideup, message: Free shipping on orders over $50 }
            """),
        fixed: CatalogueExample(
            """
            campaign: cart-reminder
            trigger: { custom_event: abandoned_cart }
            message: { type: slideup, message: Your cart misses you }
            ---
            campaign: cart-free-shipping
            trigger: { custom_event: viewed_cart }
            message: { type: slideup, message: Free shipping on orders over $50 }
            """)
    )

    static let w402 = CatalogueEntry(
        .W402,
        title: "ambiguous priority: same trigger, same priority, overlapping schedules",
        explanation: """
            When one event triggers several campaigns, the delivery engine shows only the one \
            with the highest priority. These two campaigns have the same trigger, the same \
            priority and schedules that overlap, so which one the user sees is left to chance. \
            campaignc reports the later campaign's `priority` (or its `trigger` when the priority \
            is the default) and points a note at the other.
            """,
        failing: CatalogueExample(
            """
            campaign: cart-free-shipping
            priority: high
            trigger: { custom_event: added_to_cart }
            message: { type: slideup, message: Free shipping on orders over $50 }
            ---
            campaign: cart-bundle-offer
            priority: ⟨W402⟩high
            trigger: { custom_event: added_to_cart }
            message: { type: slideup, message: Add a second item and save 10% }
            """),
        fixed: CatalogueExample(
            """
            campaign: cart-free-shipping
            priority: high
            trigger: { custom_event: added_to_cart }
            message: { type: slideup, message: Free shipping on orders over $50 }
            ---
            campaign: cart-bundle-offer
            priority: 70
            trigger: { custom_event: added_to_cart }
            message: { type: slideup, message: Add a second item and save 10% }
            """)
    )
}
