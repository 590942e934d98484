// The catalogue entries of scenarios and `campaignc test`: E601–E605, W604, W606.

extension CatalogueEntry {
    static let e601 = CatalogueEntry(
        .E601,
        title: "scenario names a campaign that no input defines",
        explanation: """
            A scenario may name campaigns in `campaigns`, `history` and its `expect` steps. Each \
            name must be the id of a campaign in the same inputs: an expectation on a campaign \
            that does not exist could never hold (or, for `dropped: none`, would hold for the \
            wrong reason). Usually the id is misspelt, or the campaign's file is not among the \
            inputs.
            """,
        failing: CatalogueExample(
            """
            campaign: cart-upsell
            trigger: { custom_event: added_to_cart }
            message: { type: modal, message: Free shipping on this order }
            ---
            scenario: upsell-shows
            start: 2026-03-02T10:00:00Z
            steps:
              - custom_event: added_to_cart
              - expect: { displayed: ⟨E601⟩cart-upsel }
            """),
        fixed: CatalogueExample(
            """
            campaign: cart-upsell
            trigger: { custom_event: added_to_cart }
            message: { type: modal, message: Free shipping on this order }
            ---
            scenario: upsell-shows
            start: 2026-03-02T10:00:00Z
            steps:
              - custom_event: added_to_cart
              - expect: { displayed: cart-upsell }
            """)
    )

    static let e602 = CatalogueEntry(
        .E602,
        title: "scenario expectation not met",
        explanation: """
            `campaignc test` ran the scenario on the simulated device and one of its `expect` \
            keys did not hold (or a step could not happen, such as `dismiss` with nothing \
            visible). The diagnostic points at the failing key; its notes are the trace since \
            the previous `expect`, in time order, and for every campaign the event named they \
            say why it was or was not shown: the filter and the property's actual value (written \
            as in YAML, so the text "3" is quoted), the schedule bound, the priority that won, \
            the last display when rate limited. A window with more than 100 notes shows the \
            first 100 and says how many more there were; `campaignc test --trace` prints the \
            whole timeline. Either the campaign does not do what the scenario says, or the \
            scenario expects the wrong thing — on the platform the scenario simulates (the \
            project's or the scenario's `simulator:` options).
            """,
        failing: .testRun(
            """
            campaign: cart-upsell
            trigger: { custom_event: added_to_cart, filters: [ { property: cart_total, greater_than: 50 } ] }
            message: { type: modal, message: Free shipping on this order }
            ---
            scenario: small-cart-gets-upsell
            start: 2026-03-02T10:00:00Z
            steps:
              - custom_event: added_to_cart
                properties: { cart_total: 20 }
              - expect: { ⟨E602⟩displayed: cart-upsell }
            """),
        fixed: .testRun(
            """
            campaign: cart-upsell
            trigger: { custom_event: added_to_cart, filters: [ { property: cart_total, greater_than: 50 } ] }
            message: { type: modal, message: Free shipping on this order }
            ---
            scenario: small-cart-gets-no-upsell
            start: 2026-03-02T10:00:00Z
            steps:
              - custom_event: added_to_cart
                properties: { cart_total: 20 }
              - expect: { displayed: none, dropped: { campaign: cart-upsell, reason: filters } }
            """)
    )

    static let e603 = CatalogueEntry(
        .E603,
        title: "duplicate scenario id across the inputs",
        explanation: """
            Scenario ids name the tests in `campaignc test`'s results, in `--scenario ID` and in \
            reports, so they must be unique across everything tested together. campaignc \
            reports the second `scenario` value and points a note at the first, even when they \
            are in different files.
            """,
        failing: CatalogueExample(
            """
            scenario: first-session
            start: 2026-03-02T10:00:00Z
            steps:
              - session_start
              - expect: { displayed: none }
            ---
            scenario: ⟨E603⟩first-session
            start: 2026-03-02T10:00:00Z
            steps:
              - custom_event: added_to_cart
              - expect: { displayed: none }
            """),
        fixed: CatalogueExample(
            """
            scenario: first-session
            start: 2026-03-02T10:00:00Z
            steps:
              - session_start
              - expect: { displayed: none }
            ---
            scenario: first-cart
            start: 2026-03-02T10:00:00Z
            steps:
              - custom_event: added_to_cart
              - expect: { displayed: none }
            """)
    )

    static let w604 = CatalogueEntry(
        .W604,
        title: "scenario without any expect step",
        explanation: """
            A scenario checks nothing unless it has an `expect` step, so it passes whatever the \
            campaigns do: a test that can never fail. Add an `expect` after the steps whose \
            outcome matters.
            """,
        failing: CatalogueExample(
            """
            scenario: ⟨W604⟩first-session
            start: 2026-03-02T10:00:00Z
            steps:
              - session_start
            """),
        fixed: CatalogueExample(
            """
            scenario: first-session
            start: 2026-03-02T10:00:00Z
            steps:
              - session_start
              - expect: { displayed: none }
            """)
    )

    static let e605 = CatalogueEntry(
        .E605,
        title: "property value that the filter can never compare",
        explanation: """
            A scenario's event gives a property that a campaign's filter compares as a `time`, \
            but the value is not an RFC 3339 time, so the filter can never hold on it (the \
            engines compare times, not text). `validate` finds it when the campaign is among the \
            inputs; with `campaignc test --payload` it is found when the scenario runs. Write the \
            property as a time with an offset.
            """,
        failing: CatalogueExample(
            """
            campaign: lapsed-visitor
            trigger: { custom_event: app_opened, filters: [ { property: last_visit, type: time, exists: true } ] }
            message: { type: slideup, message: Welcome back }
            ---
            scenario: lapsed-visitor-welcomed
            start: 2026-03-02T10:00:00Z
            steps:
              - custom_event: app_opened
                properties: { last_visit: ⟨E605⟩yesterday }
              - expect: { displayed: none }
            """),
        fixed: CatalogueExample(
            """
            campaign: lapsed-visitor
            trigger: { custom_event: app_opened, filters: [ { property: last_visit, type: time, exists: true } ] }
            message: { type: slideup, message: Welcome back }
            ---
            scenario: lapsed-visitor-welcomed
            start: 2026-03-02T10:00:00Z
            steps:
              - custom_event: app_opened
                properties: { last_visit: 2026-03-01T09:00:00Z }
              - expect: { displayed: lapsed-visitor }
            """)
    )

    static let w606 = CatalogueEntry(
        .W606,
        title: "expectation decided by a priority tie",
        explanation: """
            An expectation holds only because of a priority tie, which no device defines. Two \
            campaigns of the same priority both passed every check for one event, and the \
            simulator picked one by payload order: the Web SDK takes the last of equal \
            priorities in the server's list, Android the first, and iOS does not say. The key is still checked, \
            but on a device the other campaign may show. W402 finds campaigns with the same \
            trigger and priority; a tie also happens between different triggers of one event, \
            such as the same event with and without filters. Give one campaign a higher \
            priority, or expect only what holds whichever campaign wins.
            """,
        failing: .testRun(
            """
            campaign: spring-sale
            trigger: { custom_event: added_to_cart }
            message: { type: modal, message: Twenty percent off everything }
            ---
            campaign: free-shipping
            trigger: { custom_event: added_to_cart, filters: [ { property: cart_total, greater_than: 50 } ] }
            message: { type: modal, message: Free shipping on this order }
            ---
            scenario: big-cart-gets-free-shipping
            start: 2026-03-02T10:00:00Z
            steps:
              - custom_event: added_to_cart
                properties: { cart_total: 75 }
              - expect: { ⟨W606⟩displayed: free-shipping }
            """),
        fixed: .testRun(
            """
            campaign: spring-sale
            trigger: { custom_event: added_to_cart }
            message: { type: modal, message: Twenty percent off everything }
            ---
            campaign: free-shipping
            priority: high
            trigger: { custom_event: added_to_cart, filters: [ { property: cart_total, greater_than: 50 } ] }
            message: { type: modal, message: Free shipping on this order }
            ---
            scenario: big-cart-gets-free-shipping
            start: 2026-03-02T10:00:00Z
            steps:
              - custom_event: added_to_cart
                properties: { cart_total: 75 }
              - expect: { displayed: free-shipping }
            """)
    )
}
