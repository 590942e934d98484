// The catalogue entries of click actions with Braze Actions (SPEC §2.5.1): E213, E214, W215, W216.

extension CatalogueEntry {
    static let e213 = CatalogueEntry(
        .E213,
        title: "custom data Braze does not accept in an action",
        explanation: """
            A Braze Action that logs a custom event or sets a custom attribute sends custom data, \
            and Braze has rules for it: the SDKs reserve the event property names `time` and \
            `event_name`, and an event name, attribute key, property name or string value may be \
            at most 255 characters long, counted in UTF-16 code units as the SDKs count them. Data \
            that breaks these rules is dropped or refused on the device, so the step would not do \
            what it says. campaignc reports the property name, or the text that is too long. The \
            code can be turned off with `severity:`, and the campaign is then compiled as written.
            """,
        failing: CatalogueExample(
            """
            campaign: delivery-rating
            trigger: { custom_event: order_delivered }
            message:
              type: modal
              header: How was your delivery?
              message: Tell us in one tap
              buttons:
                - text: Great
                  click_action:
                    actions:
                      - log_custom_event:
                          name: delivery_rated
                          properties: { ⟨E213⟩time: evening, rating: 5 }
            """),
        fixed: CatalogueExample(
            """
            campaign: delivery-rating
            trigger: { custom_event: order_delivered }
            message:
              type: modal
              header: How was your delivery?
              message: Tell us in one tap
              buttons:
                - text: Great
                  click_action:
                    actions:
                      - log_custom_event:
                          name: delivery_rated
                          properties: { delivery_slot: evening, rating: 5 }
            """)
    )

    static let e214 = CatalogueEntry(
        .E214,
        title: "click action with both actions and a link",
        explanation: """
            A click action is a link (`uri`, with `webview`) or a list of Braze Actions \
            (`actions`), never both: a click with actions travels to the device as one URI that \
            carries its steps, so there is no room for a second link. A link that should open \
            with the other steps is itself a step, `open_link`, which also says whether it opens \
            in a web view. campaignc reports whichever of the two keys comes later, with a note \
            at the other.
            """,
        failing: CatalogueExample(
            """
            campaign: app-rating
            trigger: session_start
            message:
              type: slideup
              message: Enjoying the app? Rate us
              click_action:
                actions: [ { log_custom_event: rating_prompt_tapped } ]
                ⟨E214⟩uri: "https://apps.example.com/rate"
            """),
        fixed: CatalogueExample(
            """
            campaign: app-rating
            trigger: session_start
            message:
              type: slideup
              message: Enjoying the app? Rate us
              click_action:
                actions:
                  - log_custom_event: rating_prompt_tapped
                  - open_link: { uri: "https://apps.example.com/rate" }
            """)
    )

    static let w215 = CatalogueEntry(
        .W215,
        title: "steps of one click that repeat or undo one another",
        explanation: """
            The steps of a click run in the order written, so a step that repeats an earlier one, \
            or undoes it, is almost always a mistake: the same step twice, `set_custom_attribute` \
            of one key twice (the later value wins), adding to and removing from a custom \
            attribute array the same value or a subscription group the same group, setting the \
            email or push subscription twice, or two `open_link` steps (one click opens one \
            page). campaignc reports the later step, with a note at the earlier.
            """,
        failing: CatalogueExample(
            """
            campaign: weekly-digest
            trigger: { custom_event: article_finished }
            message:
              type: modal
              header: Like what you read?
              message: Get the weekly digest by email
              buttons:
                - text: Subscribe
                  click_action:
                    actions:
                      - set_email_subscription: opted_in
                      - add_to_subscription_group: 3f2a9c4e-1b7d-4e8a-9c0f-5d6e7f8a9b0c
                      - ⟨W215⟩set_email_subscription: subscribed
            """),
        fixed: CatalogueExample(
            """
            campaign: weekly-digest
            trigger: { custom_event: article_finished }
            message:
              type: modal
              header: Like what you read?
              message: Get the weekly digest by email
              buttons:
                - text: Subscribe
                  click_action:
                    actions:
                      - set_email_subscription: opted_in
                      - add_to_subscription_group: 3f2a9c4e-1b7d-4e8a-9c0f-5d6e7f8a9b0c
            """)
    )

    static let w216 = CatalogueEntry(
        .W216,
        title: "hand-written brazeActions URI",
        explanation: """
            A `brazeActions://` URI carries Braze Actions encoded inside it, and the SDKs refuse \
            to show a message if any of its actions is invalid. Written by hand (or copied from \
            another message), campaignc cannot check the steps it holds. When the URI decodes \
            into steps of the language, the help gives the same steps as an `actions:` list, \
            which campaignc checks and encodes itself; otherwise it says that the URI does not \
            decode.
            """,
        failing: CatalogueExample(
            """
            campaign: order-tracking-push
            trigger: { custom_event: order_placed }
            message:
              type: slideup
              message: Turn on notifications to follow your order
              click_action:
                uri: ⟨W216⟩"brazeActions://v1/ewAiAHQAeQBwAGUAIgA6ACIAcgBlAHEAdQBlAHMAdABQAHUAcwBoAFAAZQByAG0AaQBzAHMAaQBvAG4AIgB9AA"
            """),
        fixed: CatalogueExample(
            """
            campaign: order-tracking-push
            trigger: { custom_event: order_placed }
            message:
              type: slideup
              message: Turn on notifications to follow your order
              click_action:
                actions: [request_push_permission]
            """)
    )
}
