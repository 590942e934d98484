// The catalogue entries of the accessibility checks: W701–W704 (SPEC §4.5).

extension CatalogueEntry {
    /// How the three contrast entries explain where the colours come from.
    private static let contrastColours = """
        Each message is checked in the light theme and in the dark theme as the SDKs draw it: a \
        key the dark theme leaves out is the light theme's, else the SDK's default (without a \
        dark theme, the dark check is the light check and is reported once). Translucent colours \
        are composited exactly (the message over #FFFFFF in light and #000000 in dark, and a \
        modal's frame under it). The ratio is printed truncated and compared unrounded, so \
        4.4999:1 fails 4.5:1. The help gives the closest shade of the text colour that passes; \
        `accessibility: {contrast: AAA}` in the project file raises the thresholds to 4.5:1 and \
        7:1, and `severity: {W701: off}` turns the check off.
        """

    static let w701 = CatalogueEntry(
        .W701,
        title: "header text contrast too low",
        explanation: """
            The header's colour is too close to the message background for people with low \
            vision to read it. WCAG 2 asks a contrast ratio of at least 3:1 of large text (level \
            AA; 4.5:1 at AAA), and every SDK draws the header 20 bold, which is large text. \
            campaignc reports it at the header colour, or at the theme that leaves it out.

            \(contrastColours)
            """,
        failing: CatalogueExample(
            """
            campaign: cart-free-shipping
            trigger: { custom_event: added_to_cart }
            message:
              type: modal
              header: You're close to free shipping
              message: Add $10 more to your cart and we ship it for free
              theme:
                light: { background: "#FFFFFF", header: "#111111" }
                ⟨W701⟩dark: { background: "#1E1E1E", text: "#EEEEEE" }
            """),
        fixed: CatalogueExample(
            """
            campaign: cart-free-shipping
            trigger: { custom_event: added_to_cart }
            message:
              type: modal
              header: You're close to free shipping
              message: Add $10 more to your cart and we ship it for free
              theme:
                light: { background: "#FFFFFF", header: "#111111" }
                dark: { background: "#1E1E1E", header: "#696969", text: "#EEEEEE" }
            """)
    )

    static let w702 = CatalogueEntry(
        .W702,
        title: "message text contrast too low",
        explanation: """
            The message text's colour is too close to the message background for people with \
            low vision to read it. WCAG 2 asks a contrast ratio of at least 4.5:1 of normal text \
            (level AA; 7:1 at AAA), and the SDKs draw the body 14 or 15 points high. campaignc \
            reports it at the text colour, or at the theme that leaves it out.

            \(contrastColours)
            """,
        failing: CatalogueExample(
            """
            campaign: order-shipped
            trigger: { custom_event: order_shipped }
            message:
              type: slideup
              message: Your order is on its way
              theme:
                light: { text: ⟨W702⟩"#999999" }
            """),
        fixed: CatalogueExample(
            """
            campaign: order-shipped
            trigger: { custom_event: order_shipped }
            message:
              type: slideup
              message: Your order is on its way
              theme:
                light: { text: "#6C6C6C" }
            """)
    )

    static let w703 = CatalogueEntry(
        .W703,
        title: "button text contrast too low",
        explanation: """
            A button's text colour is too close to the button's background for people with low \
            vision to read it. WCAG 2 asks a contrast ratio of at least 4.5:1 of normal text \
            (level AA; 7:1 at AAA), and the SDKs draw button labels 14 or 15 points bold. \
            campaignc reports it at the button's text colour (its `style`, or its entry in the \
            dark theme's `buttons`), or where that is left out; the help also names the closest \
            passing shade of the button's background.

            \(contrastColours)
            """,
        failing: CatalogueExample(
            """
            campaign: checkout-nudge
            trigger: { custom_event: viewed_cart }
            message:
              type: modal
              header: Free shipping today
              message: Check out now and we ship it for free
              buttons:
                - text: Check out
                  style: { background: "#3A7BD5", text: ⟨W703⟩"#FFFFFF" }
            """),
        fixed: CatalogueExample(
            """
            campaign: checkout-nudge
            trigger: { custom_event: viewed_cart }
            message:
              type: modal
              header: Free shipping today
              message: Check out now and we ship it for free
              buttons:
                - text: Check out
                  style: { background: "#3776CD", text: "#FFFFFF" }
            """)
    )

    static let w704 = CatalogueEntry(
        .W704,
        title: "image-only message without alt text",
        explanation: """
            An image-only message without `image_alt` gives a screen reader nothing to read. \
            The image is the whole message: no header and no text are drawn, and the SDKs give a \
            screen reader only the message's `image_alt`. Without it, a blind user hears \
            nothing about what the message says or offers. campaignc reports it at the value of \
            `layout`. The alt text says what the image says; it is written by a person, so there \
            is no fix-it.
            """,
        failing: CatalogueExample(
            """
            campaign: members-day
            trigger: { custom_event: opened_store }
            message:
              type: full
              layout: ⟨W704⟩image_only
              image: https://cdn.example.com/iam/members-day.png
              buttons: [ { text: Shop now } ]
            """),
        fixed: CatalogueExample(
            """
            campaign: members-day
            trigger: { custom_event: opened_store }
            message:
              type: full
              layout: image_only
              image: https://cdn.example.com/iam/members-day.png
              image_alt: Members day, 30% off everything until Sunday
              buttons: [ { text: Shop now } ]
            """)
    )
}
