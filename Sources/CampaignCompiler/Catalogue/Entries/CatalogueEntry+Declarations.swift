// The catalogue entry of the project file's declarations of events: W319.

extension CatalogueEntry {
    static let w319 = CatalogueEntry(
        .W319,
        title: "filter on a property the event does not declare",
        explanation: """
            When the project file declares a custom event's properties (`events:`), a trigger filter \
            on a property the event does not declare never matches what the app logs: the app sends \
            only the declared properties, so a misspelt name (`cart_totl`) filters every event out. \
            The help suggests the closest declared name; a property compared as another type than \
            declared is E302.
            """,
        failing: CatalogueExample(
            """
            campaign: cart-reminder
            trigger:
              custom_event: added_to_cart
              filters:
                - { property: ⟨W319⟩cart_totl, greater_than: 50 }
            message:
              type: slideup
              message: Free shipping on orders over $50
            """,
            projectFile: eventsProject
        ),
        fixed: CatalogueExample(
            """
            campaign: cart-reminder
            trigger:
              custom_event: added_to_cart
              filters:
                - { property: cart_total, greater_than: 50 }
            message:
              type: slideup
              message: Free shipping on orders over $50
            """,
            projectFile: eventsProject
        )
    )

    /// A project file declaring an event's properties.
    static let eventsProject = """
        events:
          added_to_cart: { cart_total: number, category: string }

        """
}
