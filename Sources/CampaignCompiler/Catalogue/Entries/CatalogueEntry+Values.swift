// The catalogue entries of the value checks: E101–E107.

extension CatalogueEntry {
    static let e101 = CatalogueEntry(
        .E101,
        title: "unknown key",
        explanation: """
            The key is not part of the campaign language (or of the project file). A misspelt key \
            would otherwise be ignored silently: `prority: high` would leave the campaign at the \
            default priority without anyone noticing. The help suggests the closest known key.
            """,
        failing: CatalogueExample(
            """
            campaign: spring-sale
            ⟨E101⟩prority: high
            trigger: session_start
            message:
              type: slideup
              message: Spring sale, 20% off everything
            """),
        fixed: CatalogueExample(
            """
            campaign: spring-sale
            priority: high
            trigger: session_start
            message:
              type: slideup
              message: Spring sale, 20% off everything
            """)
    )

    static let e102 = CatalogueEntry(
        .E102,
        title: "missing required key",
        explanation: """
            A key the campaign cannot do without is missing: `campaign`, `trigger` and `message` in \
            a campaign; `type` in a message; `message` in a slideup, and in a modal or full message \
            in the standard layout; `html` in an html message; `text` in a button; `property` in a \
            filter. The diagnostic points at the first key of the mapping that lacks it.
            """,
        failing: CatalogueExample(
            """
            ⟨E102⟩campaign: welcome-back
            message:
              type: slideup
              message: Welcome back! Your cart is waiting
            """),
        fixed: CatalogueExample(
            """
            campaign: welcome-back
            trigger: session_start
            message:
              type: slideup
              message: Welcome back! Your cart is waiting
            """)
    )

    static let e103 = CatalogueEntry(
        .E103,
        title: "wrong type of value",
        explanation: """
            The value does not have the type the key needs. campaignc types values by the campaign \
            language, never by YAML's guesses: a boolean is only `true` or `false` (`yes`, `no`, \
            `on` and `off` are text in YAML 1.2 and would mean different things to different \
            tools), an integer is plain decimal digits, and a quoted value is always text \
            (`priority: "80"` is not a number). A list or mapping where one value is expected is \
            this error too. The message names the expected type.
            """,
        failing: CatalogueExample(
            """
            campaign: new-arrivals
            trigger: session_start
            message:
              type: slideup
              message: New arrivals are in
              animate: ⟨E103⟩yes
            """),
        fixed: CatalogueExample(
            """
            campaign: new-arrivals
            trigger: session_start
            message:
              type: slideup
              message: New arrivals are in
              animate: true
            """)
    )

    static let e104 = CatalogueEntry(
        .E104,
        title: "not one of the allowed words",
        explanation: """
            The key takes one of a fixed list of words — a message `type`, a `layout`, a trigger, \
            an alignment, an orientation — and the value is none of them. The message lists the \
            allowed words and the help suggests the closest one.
            """,
        failing: CatalogueExample(
            """
            campaign: lookbook
            trigger: session_start
            message:
              type: modal
              image: https://cdn.example.com/iam/lookbook.png
              layout: ⟨E104⟩image-only
            """),
        fixed: CatalogueExample(
            """
            campaign: lookbook
            trigger: session_start
            message:
              type: modal
              image: https://cdn.example.com/iam/lookbook.png
              image_alt: The new lookbook
              layout: image_only
            """)
    )

    static let e105 = CatalogueEntry(
        .E105,
        title: "number or duration out of range",
        explanation: """
            The number or duration is well-formed but outside the range the key allows: `priority` \
            is 0 to 100 (or `low`, `medium`, `high`), `delay` 0s to 24h, `reeligible_after` 0s to \
            720d, `dismiss.after` 1s to 5m, a button `id` 0 to 2^31-1, and a campaign has 1 to 10 \
            triggers. The message states the range.
            """,
        failing: CatalogueExample(
            """
            campaign: black-friday
            priority: ⟨E105⟩150
            trigger: session_start
            message:
              type: slideup
              message: Black Friday starts now
            """),
        fixed: CatalogueExample(
            """
            campaign: black-friday
            priority: 100
            trigger: session_start
            message:
              type: slideup
              message: Black Friday starts now
            """)
    )

    static let e106 = CatalogueEntry(
        .E106,
        title: "malformed value: id, colour, URL, time, duration, language tag",
        explanation: """
            The value has the right type but not the right form. Ids are 1 to 64 lowercase letters, \
            digits, `_` or `-` (they end up in file names and URLs); colours are `#RGB`, \
            `#RRGGBB` or `#RRGGBBAA`; times are RFC 3339 with an offset; durations are a number \
            and a unit (`500ms`, `30s`, `15m`, `24h`, `7d`) and must be whole seconds where the \
            payload carries seconds; a click URI needs a scheme; a language (`message.language`, \
            the project file's `localisation:` tags) is a BCP 47 tag `language[-Script][-REGION]` \
            whose subtags are ISO 639, ISO 15924 and ISO 3166 codes in BCP 47's case: `fr_FR` \
            is "write `fr-FR`", `english` is "did you mean `en`?".
            """,
        failing: CatalogueExample(
            """
            campaign: ⟨E106⟩Spring-Sale
            trigger: session_start
            message:
              type: slideup
              message: Spring sale, 20% off everything
            """),
        fixed: CatalogueExample(
            """
            campaign: spring-sale
            trigger: session_start
            message:
              type: slideup
              message: Spring sale, 20% off everything
            """)
    )

    static let e107 = CatalogueEntry(
        .E107,
        title: "null or empty where a value is required",
        explanation: """
            The key is there but has no value: it is empty, `~` or `null`, or a required text is \
            the empty string `""`. The SDK would show an empty message or button. A common cause \
            is a colour written without quotes: `background: #FFFFFF` is a key followed by a YAML \
            comment, so the value is empty.
            """,
        failing: CatalogueExample(
            """
            campaign: rate-us
            trigger: { custom_event: completed_order }
            message:
              type: slideup
              message: ⟨E107⟩""
            """),
        fixed: CatalogueExample(
            """
            campaign: rate-us
            trigger: { custom_event: completed_order }
            message:
              type: slideup
              message: Enjoying the app? Rate us in the store
            """)
    )
}
