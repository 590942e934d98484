// The catalogue entries of triggers and schedules: E306, E307, W313–W315.

extension CatalogueEntry {
    static let e306 = CatalogueEntry(
        .E306,
        title: "schedule end not after start",
        explanation: """
            The campaign's schedule ends before (or when) it starts, so it is never live and never \
            shown. Usually two dates were swapped, or a month or year is wrong. Times are compared \
            as instants, offsets included.
            """,
        failing: CatalogueExample(
            """
            campaign: spring-sale
            schedule:
              start: 2026-03-01T09:00:00Z
              end: ⟨E306⟩2026-02-28T23:59:59Z
            trigger: session_start
            message:
              type: slideup
              message: Spring sale, 20% off everything
            """,
            now: "2026-02-15T00:00:00Z"
        ),
        fixed: CatalogueExample(
            """
            campaign: spring-sale
            schedule:
              start: 2026-03-01T09:00:00Z
              end: 2026-03-31T23:59:59Z
            trigger: session_start
            message:
              type: slideup
              message: Spring sale, 20% off everything
            """,
            now: "2026-02-15T00:00:00Z"
        )
    )

    static let e307 = CatalogueEntry(
        .E307,
        title: "API or webhook events cannot trigger in-app messages",
        explanation: """
            In-app messages are triggered on the device by what the user does: a session start, a \
            purchase, a custom event the app logs, a push click. The delivery engine never hears \
            of API calls or webhooks, so a campaign waiting for one would never show. To react to \
            a server-side event, have the app log a custom event (for example from the handler of \
            a silent push) and trigger on that.
            """,
        failing: CatalogueExample(
            """
            campaign: order-refunded
            trigger: ⟨E307⟩api_event
            message:
              type: slideup
              message: Your refund is on its way
            """),
        fixed: CatalogueExample(
            """
            campaign: order-refunded
            trigger: { custom_event: refund_issued }
            message:
              type: slideup
              message: Your refund is on its way
            """)
    )

    static let w313 = CatalogueEntry(
        .W313,
        title: "delay longer than the schedule window",
        explanation: """
            `delay` is the time between the trigger and the display. When it is longer than the \
            whole schedule window, a message triggered inside the window would be displayed after \
            it closed — a flash sale announced after the sale ended.
            """,
        failing: CatalogueExample(
            """
            campaign: lunch-flash-sale
            schedule:
              start: 2026-03-02T12:00:00+01:00
              end: 2026-03-02T13:00:00+01:00
            delay: ⟨W313⟩2h
            trigger: session_start
            message:
              type: slideup
              message: Lunch flash sale, 2 for 1 on all bowls
            """,
            now: "2026-03-01T00:00:00Z"
        ),
        fixed: CatalogueExample(
            """
            campaign: lunch-flash-sale
            schedule:
              start: 2026-03-02T12:00:00+01:00
              end: 2026-03-02T13:00:00+01:00
            delay: 2s
            trigger: session_start
            message:
              type: slideup
              message: Lunch flash sale, 2 for 1 on all bowls
            """,
            now: "2026-03-01T00:00:00Z"
        )
    )

    static let w314 = CatalogueEntry(
        .W314,
        title: "schedule already ended",
        explanation: """
            The schedule's end is before the current time (or the `--now` time given to \
            campaignc), so the campaign will never be live again. It is probably an old campaign \
            that can be removed, or its dates were not updated when it was reused.
            """,
        failing: CatalogueExample(
            """
            campaign: summer-sale
            schedule:
              start: 2026-06-01T00:00:00Z
              end: ⟨W314⟩2026-06-30T23:59:59Z
            trigger: session_start
            message:
              type: slideup
              message: Summer sale, 30% off swimwear
            """,
            now: "2026-07-15T00:00:00Z"
        ),
        fixed: CatalogueExample(
            """
            campaign: summer-sale
            schedule:
              start: 2026-06-01T00:00:00Z
              end: 2026-08-31T23:59:59Z
            trigger: session_start
            message:
              type: slideup
              message: Summer sale, 30% off swimwear
            """,
            now: "2026-07-15T00:00:00Z"
        )
    )

    static let w315 = CatalogueEntry(
        .W315,
        title: "the same trigger twice in one campaign",
        explanation: """
            The campaign fires when any of its triggers does, so a repeated trigger adds nothing. \
            It is usually a copy-paste slip where a different event, product or filter was meant.
            """,
        failing: CatalogueExample(
            """
            campaign: new-playlist
            trigger:
              - { custom_event: played_song }
              - { custom_event: liked_song }
              - ⟨W315⟩{ custom_event: played_song }
            message:
              type: slideup
              message: We made you a playlist
            """),
        fixed: CatalogueExample(
            """
            campaign: new-playlist
            trigger:
              - { custom_event: played_song }
              - { custom_event: liked_song }
              - { custom_event: shared_song }
            message:
              type: slideup
              message: We made you a playlist
            """)
    )
}
