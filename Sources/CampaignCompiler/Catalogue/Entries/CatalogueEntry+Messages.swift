// The catalogue entries of the message rules: E201–E205.

extension CatalogueEntry {
    static let e201 = CatalogueEntry(
        .E201,
        title: "full message without an image",
        explanation: """
            A `full` message covers the whole screen and is built around its image. The SDK checks \
            for the image only when it is about to display the message, and discards a full \
            message without one: the campaign would be triggered, counted as eligible, and never \
            seen by anyone. campaignc reports it at the value of `type`.
            """,
        failing: CatalogueExample(
            """
            campaign: welcome-tour
            trigger: session_start
            message:
              type: ⟨E201⟩full
              header: Welcome aboard
              message: Take the tour to see what is new
            """),
        fixed: CatalogueExample(
            """
            campaign: welcome-tour
            trigger: session_start
            message:
              type: full
              image: https://cdn.example.com/iam/welcome.png
              header: Welcome aboard
              message: Take the tour to see what is new
            """)
    )

    static let e202 = CatalogueEntry(
        .E202,
        title: "image-only layout without an image",
        explanation: """
            `layout: image_only` shows the image and nothing else: no header, no text. Without an \
            image there is nothing to show, and the SDK discards the message when it is about to \
            display it. campaignc reports it at the value of `layout`.
            """,
        failing: CatalogueExample(
            """
            campaign: summer-lookbook
            trigger: session_start
            message:
              type: modal
              layout: ⟨E202⟩image_only
              click_action: { uri: "myapp://lookbook/summer" }
            """),
        fixed: CatalogueExample(
            """
            campaign: summer-lookbook
            trigger: session_start
            message:
              type: modal
              layout: image_only
              image: https://cdn.example.com/iam/summer-lookbook.png
              image_alt: The summer lookbook is here
              click_action: { uri: "myapp://lookbook/summer" }
            """)
    )

    static let e203 = CatalogueEntry(
        .E203,
        title: "key not allowed for this message type",
        explanation: """
            The key belongs to the campaign language but not to this message type: buttons and \
            headers exist on modal and full messages, `slide_from` and `hide_chevron` on slideups, \
            `crop` on full messages, `html` and its assets on html messages. The SDK would ignore \
            the key, so what the author meant would silently not happen. The message lists the \
            types the key is allowed on.
            """,
        failing: CatalogueExample(
            """
            campaign: app-update
            trigger: session_start
            message:
              type: slideup
              message: A new version is available
              ⟨E203⟩buttons:
                - text: Update
                  click_action: { uri: "https://apps.example.com/update" }
            """),
        fixed: CatalogueExample(
            """
            campaign: app-update
            trigger: session_start
            message:
              type: slideup
              message: A new version is available. Tap to update
              click_action: { uri: "https://apps.example.com/update" }
            """)
    )

    static let e204 = CatalogueEntry(
        .E204,
        title: "more than two buttons",
        explanation: """
            Modal and full messages have at most two buttons; the SDK's layouts have room for no \
            more, and extra buttons would be dropped. (The dark theme's `buttons` list overrides \
            the same two buttons and has the same limit.) campaignc reports the third button.
            """,
        failing: CatalogueExample(
            """
            campaign: notification-choice
            trigger: session_start
            message:
              type: modal
              header: Stay in the loop?
              message: Choose how often we write to you
              buttons:
                - text: Daily
                - text: Weekly
                - ⟨E204⟩text: Never
            """),
        fixed: CatalogueExample(
            """
            campaign: notification-choice
            trigger: session_start
            message:
              type: modal
              header: Stay in the loop?
              message: Choose how often we write to you
              buttons:
                - text: Weekly
                - text: Settings
                  click_action: { uri: "myapp://settings/notifications" }
            """)
    )

    static let e205 = CatalogueEntry(
        .E205,
        title: "duplicate button id",
        explanation: """
            Each button of a message needs its own id: the SDK reports button clicks by id, so two \
            buttons with the same id cannot be told apart in analytics, and the app's click \
            handler cannot know which one was pressed. A button without `id` takes its index \
            (0 or 1). campaignc reports the second button (at its `id` when it has one) and points \
            a note at the first.
            """,
        failing: CatalogueExample(
            """
            campaign: upgrade-offer
            trigger: session_start
            message:
              type: modal
              header: Go Premium
              message: Unlimited playlists, no ads
              buttons:
                - text: Upgrade
                  id: 1
                - text: Not now
                  id: ⟨E205⟩1
            """),
        fixed: CatalogueExample(
            """
            campaign: upgrade-offer
            trigger: session_start
            message:
              type: modal
              header: Go Premium
              message: Unlimited playlists, no ads
              buttons:
                - text: Upgrade
                  id: 1
                - text: Not now
                  id: 0
            """)
    )
}
