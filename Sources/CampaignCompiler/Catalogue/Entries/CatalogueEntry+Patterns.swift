import CampaignMessages

/// The catalogue entries of the patterns' codes beyond ICU's reading (E320, W321, W322).
extension CatalogueEntry {
    static let e320 = CatalogueEntry(
        .E320,
        title: "the Web SDK rejects this pattern",
        explanation: """
            The Web SDK reads a pattern with JavaScript's `new RegExp(pattern)`, without flags, and \
            JavaScript rejects this one. The SDK does not catch the error: it leaves the loop over \
            the event's triggers, so on Web no campaign triggered by that event is shown, not even \
            one without filters. ICU's inline flags (`(?i)`), possessive repetitions (`a*+`), atomic \
            groups (`(?>…)`) and comments (`(?#…)`) are the usual causes: iOS and Android read them, \
            JavaScript does not.

            iOS and Android match case-insensitively already; for Web, write the letters' cases as \
            classes (`[Bb]oots`), which the fix-it does for `(?i)`. A team that ships no Web app may \
            turn the code off (`severity:`).
            """,
        failing: CatalogueExample(
            """
            campaign: boots-week
            trigger:
              custom_event: viewed_category
              filters:
                - property: category
                  matches: ⟨E320⟩"(?i)^boots"
            message:
              type: slideup
              message: Boots week, 25% off all footwear
            """),
        fixed: CatalogueExample(
            """
            campaign: boots-week
            trigger:
              custom_event: viewed_category
              filters:
                - property: category
                  matches: "^[Bb]oots"
            message:
              type: slideup
              message: Boots week, 25% off all footwear
            """)
    )

    static let w321 = CatalogueEntry(
        .W321,
        title: "the Web SDK reads this pattern otherwise",
        explanation: """
            JavaScript accepts this pattern but reads one of its constructs otherwise than ICU, so \
            the filter matches other texts on Web than on iOS and Android. To JavaScript without the \
            `u` flag, `\\A`, `\\Z`, `\\z`, `\\G`, `\\h`, `\\R` and `\\X` are letters, `\\Q…\\E` quotes \
            nothing, `\\x{1F600}` repeats `x`, `\\p{L}` is the text `p{L}`, `\\v` is only U+000B, and \
            `[[:alpha:]]` is a class of the characters `[`, `:`, `a`, `l`, `p` and `h` followed by \
            `]`; a backreference to a group that has not matched fails in ICU and matches the empty \
            string in JavaScript.

            Where both read one text alike, the help and the fix-it give it (`^` for `\\A`); the \
            fix-it is safe when both then read exactly what iOS and Android read (`$` for `\\Z` is \
            not: JavaScript's `$` does not match before a final line break).
            """,
        failing: CatalogueExample(
            """
            campaign: boots-week
            trigger:
              custom_event: viewed_category
              filters:
                - property: category
                  matches: ⟨W321⟩'\\Aboots'
            message:
              type: slideup
              message: Boots week, 25% off all footwear
            """),
        fixed: CatalogueExample(
            """
            campaign: boots-week
            trigger:
              custom_event: viewed_category
              filters:
                - property: category
                  matches: '^boots'
            message:
              type: slideup
              message: Boots week, 25% off all footwear
            """)
    )

    static let w322 = CatalogueEntry(
        .W322,
        title: "a repetition that can backtrack catastrophically",
        explanation: """
            A repetition inside another repetition that can split the same characters in more than \
            one way (`(x+x+)+y`, `(a*)*`, `(a|a)*`) makes a backtracking engine try a number of \
            ways that grows exponentially with the text when the text almost matches. The engines \
            of every platform backtrack (ICU on iOS and Android, JavaScript's on Web), so one event \
            with a long property value can stall the app for seconds. campaignc decides it from the \
            pattern alone; its simulator bounds its own work and notes when a pattern gives up.
            """,
        failing: CatalogueExample(
            """
            campaign: coupon-codes
            trigger:
              custom_event: coupon_entered
              filters:
                - property: code
                  matches: ⟨W322⟩'^([A-Z]+-?)*$'
            message:
              type: slideup
              message: Your coupon is valid
            """),
        fixed: CatalogueExample(
            """
            campaign: coupon-codes
            trigger:
              custom_event: coupon_entered
              filters:
                - property: code
                  matches: '^[A-Z]+(-[A-Z]+)*$'
            message:
              type: slideup
              message: Your coupon is valid
            """)
    )
}
