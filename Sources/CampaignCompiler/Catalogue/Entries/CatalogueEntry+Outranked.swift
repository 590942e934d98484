// The catalogue entry of a campaign that a broader one always outranks: W403 (SPEC §19).

extension CatalogueEntry {
    static let w403 = CatalogueEntry(
        .W403,
        title: "campaign always outranked by a broader one",
        explanation: """
            When one event triggers several campaigns, the delivery engine shows only the one \
            with the highest priority. This campaign can never be that one: another campaign on \
            the same trigger has a higher priority and matches every event it matches, so it \
            always wins. campaignc decides it from the filters — one campaign's filters imply \
            the other's when each of the broader one's filters follows from one of the \
            narrower one's (the same property compared as equal, a number range inside another, \
            `exists`, `any_of` alternatives each implying one) — and reports only when that is \
            certain.

            The broader campaign must also be live whenever this one is (its schedule holds \
            this one's) and match again at once after it is shown (`reeligible_after: 0s` and \
            no `minimum_interval`): a broader campaign shown once, or resting between showings, \
            steps aside and lets this one win. The warning is at this campaign's priority (or \
            its trigger when the priority is the default), with a note at the broader one's.
            """,
        failing: CatalogueExample(
            """
            campaign: all-carts
            priority: 80
            reeligible_after: 0s
            trigger: { custom_event: added_to_cart }
            message: { type: slideup, message: Free shipping on every order }
            ---
            campaign: winter-promo
            priority: ⟨W403⟩60
            trigger:
              custom_event: added_to_cart
              filters:
                - { property: category, equals: coats }
                - { property: cart_total, greater_than: 100 }
            message: { type: modal, message: 20% off winter coats }
            """),
        fixed: CatalogueExample(
            """
            campaign: all-carts
            priority: 80
            reeligible_after: 0s
            trigger: { custom_event: added_to_cart }
            message: { type: slideup, message: Free shipping on every order }
            ---
            campaign: winter-promo
            priority: 90
            trigger:
              custom_event: added_to_cart
              filters:
                - { property: category, equals: coats }
                - { property: cart_total, greater_than: 100 }
            message: { type: modal, message: 20% off winter coats }
            """)
    )
}
