// The catalogue entries of triggers' property filters: E301–E305, E310, W311, W312.

extension CatalogueEntry {
    static let e301 = CatalogueEntry(
        .E301,
        title: "filters on a trigger that takes none",
        explanation: """
            Property filters compare the properties of a purchase or a custom event, so only \
            `specific_purchase` and `custom_event` triggers take `filters`. A session start, any \
            purchase or a push click has no properties to compare: the delivery engine would \
            ignore the filters, and the message would show to everyone the filters were meant to \
            exclude.
            """,
        failing: CatalogueExample(
            """
            campaign: winback-offer
            trigger:
              push_click: winback-push
              ⟨E301⟩filters:
                - { property: days_inactive, greater_than: 30 }
            message:
              type: modal
              header: We missed you
              message: Here is 15% off your next order
            """),
        fixed: CatalogueExample(
            """
            campaign: winback-offer
            trigger:
              push_click: winback-push
            message:
              type: modal
              header: We missed you
              message: Here is 15% off your next order
            """)
    )

    static let e302 = CatalogueEntry(
        .E302,
        title: "operator not valid for the filter's type",
        explanation: """
            Each operator compares one kind of value: `greater_than` and its kin compare numbers, \
            `matches` compares strings, `…_ago` compares times, and `not_equals` works on strings \
            and numbers only. The filter's type is its `type` key, or else implied by the operator \
            or the value (`true` is a boolean). The delivery engine has no comparator for other \
            pairs, so the filter could never work as written.
            """,
        failing: CatalogueExample(
            """
            campaign: join-loyalty
            trigger:
              custom_event: viewed_checkout
              filters:
                - property: loyalty_member
                  ⟨E302⟩not_equals: true
            message:
              type: slideup
              message: Join our loyalty club and earn points on this order
            """),
        fixed: CatalogueExample(
            """
            campaign: join-loyalty
            trigger:
              custom_event: viewed_checkout
              filters:
                - property: loyalty_member
                  equals: false
            message:
              type: slideup
              message: Join our loyalty club and earn points on this order
            """)
    )

    static let e303 = CatalogueEntry(
        .E303,
        title: "invalid regular expression",
        explanation: """
            The pattern of `matches` or `does_not_match` is not a valid regular expression (ICU \
            syntax, matched case-insensitively). The delivery engine could not compile it, so the \
            filter would never match. Unbalanced brackets and a quantifier with nothing to repeat \
            (`*`, `+` or `?` at the start) are the usual causes.
            """,
        failing: CatalogueExample(
            """
            campaign: boots-week
            trigger:
              custom_event: viewed_category
              filters:
                - property: category
                  matches: ⟨E303⟩"^(boots|sneakers"
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
                  matches: "^(boots|sneakers)"
            message:
              type: slideup
              message: Boots week, 25% off all footwear
            """)
    )

    static let e304 = CatalogueEntry(
        .E304,
        title: "a filter needs exactly one operator",
        explanation: """
            A filter compares one property with one operator. With none there is nothing to \
            compare; with several, the wire format has room for only one comparator per filter. \
            To bound a value on both sides, write two filters: the entries of `filters` must all \
            match.
            """,
        failing: CatalogueExample(
            """
            campaign: mid-cart-upsell
            trigger:
              custom_event: added_to_cart
              filters:
                - ⟨E304⟩property: cart_total
                  greater_than: 20
                  less_than: 50
            message:
              type: slideup
              message: Spend $50 for free shipping
            """),
        fixed: CatalogueExample(
            """
            campaign: mid-cart-upsell
            trigger:
              custom_event: added_to_cart
              filters:
                - property: cart_total
                  greater_than: 20
                - property: cart_total
                  less_than: 50
            message:
              type: slideup
              message: Spend $50 for free shipping
            """)
    )

    static let e305 = CatalogueEntry(
        .E305,
        title: "exists needs an explicit type",
        explanation: """
            `exists` checks that the event has the property, and the wire format needs the \
            property's type for that check (`string`, `number`, `boolean` or `time`). `exists` \
            itself implies no type, so the filter must say it.
            """,
        failing: CatalogueExample(
            """
            campaign: coupon-reminder
            trigger:
              custom_event: viewed_cart
              filters:
                - ⟨E305⟩property: coupon_code
                  exists: true
            message:
              type: slideup
              message: Your coupon is applied at checkout
            """),
        fixed: CatalogueExample(
            """
            campaign: coupon-reminder
            trigger:
              custom_event: viewed_cart
              filters:
                - property: coupon_code
                  exists: true
                  type: string
            message:
              type: slideup
              message: Your coupon is applied at checkout
            """)
    )

    static let e310 = CatalogueEntry(
        .E310,
        title: "filters that can never match",
        explanation: """
            All the entries of `filters` must match, and these ones contradict each other for the \
            same property: two different `equals`, an empty numeric range such as more than 50 and \
            less than 10, `exists: false` with another operator, `equals x` with `not_equals x`, \
            `before` a time with `after` a later one, `less_than_ago` with a longer `more_than_ago` \
            (likewise `less_than_in` / `more_than_in`), or the same property compared as two \
            types. The campaign could never be triggered. campaignc reports the later filter and \
            points a note at the earliest one it contradicts.

            E310 is adjustable: turned off or down in `severity:`, the campaign is compiled as \
            written (and never shows).
            """,
        failing: CatalogueExample(
            """
            campaign: big-cart-bonus
            trigger:
              custom_event: added_to_cart
              filters:
                - property: cart_total
                  greater_than: 50
                - ⟨E310⟩property: cart_total
                  less_than: 10
            message:
              type: slideup
              message: Free gift with your order
            """),
        fixed: CatalogueExample(
            """
            campaign: big-cart-bonus
            trigger:
              custom_event: added_to_cart
              filters:
                - property: cart_total
                  greater_than: 50
                - property: cart_total
                  less_than: 100
            message:
              type: slideup
              message: Free gift with your order
            """)
    )

    static let w311 = CatalogueEntry(
        .W311,
        title: "string filter value over 255 characters",
        explanation: """
            Event and purchase property values are capped at 255 characters by the platform, so a \
            longer string can never be equal to one: `equals` never matches and `not_equals` \
            always does. The value is probably pasted text where an id or a short name was meant.
            """,
        failing: CatalogueExample(
            """
            campaign: sofa-care-tips
            trigger:
              custom_event: viewed_product
              filters:
                - property: product_description
                  equals: ⟨W311⟩>-
                    Our best-selling three-seater sofa in recycled velvet, with deep seats,
                    feather-wrapped cushions and solid oak legs. Every frame is built by hand in
                    our workshop and tested for ten years of daily use. Covers are removable and
                    washable at 30 degrees, and come in twelve colours from sage to midnight.
            message:
              type: slideup
              message: Five tips to keep velvet looking new
            """),
        fixed: CatalogueExample(
            """
            campaign: sofa-care-tips
            trigger:
              custom_event: viewed_product
              filters:
                - property: product_id
                  equals: sofa-velvet-3
            message:
              type: slideup
              message: Five tips to keep velvet looking new
            """)
    )

    static let w312 = CatalogueEntry(
        .W312,
        title: "number beyond 2^53 may be rounded",
        explanation: """
            The delivery engine compares numbers as 64-bit floating point, which holds integers \
            exactly only up to 2^53 (9,007,199,254,740,992). A larger number, such as a 19-digit \
            order id, may be rounded, so `equals` could match a neighbouring value or miss the \
            exact one. Ids are better compared as strings. The same holds for a number in a \
            Braze Action (a custom attribute's or an event property's value): it is sent rounded, \
            and quoting it sends it as a string.
            """,
        failing: CatalogueExample(
            """
            campaign: vip-order-thanks
            trigger:
              custom_event: order_shipped
              filters:
                - property: order_id
                  equals: ⟨W312⟩9223372036854775001
            message:
              type: slideup
              message: Your order is on its way
            """),
        fixed: CatalogueExample(
            """
            campaign: vip-order-thanks
            trigger:
              custom_event: order_shipped
              filters:
                - property: order_id
                  equals: "9223372036854775001"
                  type: string
            message:
              type: slideup
              message: Your order is on its way
            """)
    )
}
