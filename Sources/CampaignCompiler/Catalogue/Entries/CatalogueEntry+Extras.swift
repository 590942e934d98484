// The catalogue entries of extras and custom view contracts: E501, E503–E506.

extension CatalogueEntry {
    static let e501 = CatalogueEntry(
        .E501,
        title: "extras value is not a scalar",
        explanation: """
            Extras are key-value pairs that the SDK hands to the app as strings (the React Native \
            and Flutter SDKs drop anything else). A list, a mapping or an empty value cannot be \
            sent; campaignc sends every value as the text written, so `count: 5` arrives as "5".
            """,
        failing: CatalogueExample(
            """
            campaign: pick-interests
            trigger: session_start
            message:
              type: modal
              header: What are you into?
              message: Pick a few topics and we will tailor your feed
              extras:
                topics: ⟨E501⟩[running, cycling, yoga]
            """),
        fixed: CatalogueExample(
            """
            campaign: pick-interests
            trigger: session_start
            message:
              type: modal
              header: What are you into?
              message: Pick a few topics and we will tailor your feed
              extras:
                topics: running, cycling, yoga
            """)
    )

    static let e503 = CatalogueEntry(
        .E503,
        title: "undeclared view_type",
        explanation: """
            When the project file declares custom views (`view_types`), every message whose extras \
            name a `view_type` must name a declared one. The app picks its custom view by that \
            string; an unknown one falls back to the default view, which would show the raw \
            extras-driven text (such as a comma-separated list) to the user. The help suggests \
            the closest declared name.
            """,
        failing: CatalogueExample(
            """
            campaign: favourite-team
            trigger: session_start
            message:
              type: modal
              header: Pick your team
              message: Arsenal, Chelsea, Liverpool
              extras:
                view_type: ⟨E503⟩pickr
                attribute_key: favorite_team
            """,
            projectFile: viewTypesProject
        ),
        fixed: CatalogueExample(
            """
            campaign: favourite-team
            trigger: session_start
            message:
              type: modal
              header: Pick your team
              message: Arsenal, Chelsea, Liverpool
              extras:
                view_type: picker
                attribute_key: favorite_team
            """,
            projectFile: viewTypesProject
        )
    )

    static let e504 = CatalogueEntry(
        .E504,
        title: "view_type not allowed on this message type",
        explanation: """
            A custom view is built for one kind of message (a picker replaces the modal view \
            controller, a toggle list the full one), and the project file lists the message types \
            it may render. The app looks for the view only among views of the message's own type, \
            so on another type the custom view would never be used.
            """,
        failing: CatalogueExample(
            """
            campaign: favourite-team
            trigger: session_start
            message:
              type: slideup
              message: Arsenal, Chelsea, Liverpool
              extras:
                view_type: ⟨E504⟩picker
                attribute_key: favorite_team
            """,
            projectFile: viewTypesProject
        ),
        fixed: CatalogueExample(
            """
            campaign: favourite-team
            trigger: session_start
            message:
              type: modal
              header: Pick your team
              message: Arsenal, Chelsea, Liverpool
              extras:
                view_type: picker
                attribute_key: favorite_team
            """,
            projectFile: viewTypesProject
        )
    )

    static let e505 = CatalogueEntry(
        .E505,
        title: "extra required by the view_type is missing",
        explanation: """
            The custom view needs more extras than `view_type`: a picker stores the user's choice \
            in the custom attribute named by `attribute_key`, and without it the app cannot save \
            the choice (the seed app's picker returns without doing anything). The project file \
            lists each view type's `required_extras`; campaignc reports the `extras` key.
            """,
        failing: CatalogueExample(
            """
            campaign: favourite-team
            trigger: session_start
            message:
              type: modal
              header: Pick your team
              message: Arsenal, Chelsea, Liverpool
              ⟨E505⟩extras:
                view_type: picker
            """,
            projectFile: viewTypesProject
        ),
        fixed: CatalogueExample(
            """
            campaign: favourite-team
            trigger: session_start
            message:
              type: modal
              header: Pick your team
              message: Arsenal, Chelsea, Liverpool
              extras:
                view_type: picker
                attribute_key: favorite_team
            """,
            projectFile: viewTypesProject
        )
    )

    static let e506 = CatalogueEntry(
        .E506,
        title: "message must be a comma-separated list for this view_type",
        explanation: """
            Some custom views read `message` as data, not text: a picker or a toggle list splits \
            it at ", " to get its items. The project file marks such view types with \
            `message_format: comma_list`, and then `message` must hold at least two non-empty \
            items separated by a comma and a space. Otherwise the picker would offer one \
            meaningless choice.
            """,
        failing: CatalogueExample(
            """
            campaign: favourite-team
            trigger: session_start
            message:
              type: modal
              header: Pick your team
              message: ⟨E506⟩Which team do you support?
              extras:
                view_type: picker
                attribute_key: favorite_team
            """,
            projectFile: viewTypesProject
        ),
        fixed: CatalogueExample(
            """
            campaign: favourite-team
            trigger: session_start
            message:
              type: modal
              header: Which team do you support?
              message: Arsenal, Chelsea, Liverpool
              extras:
                view_type: picker
                attribute_key: favorite_team
            """,
            projectFile: viewTypesProject
        )
    )

    /// A project file declaring the picker and toggle-list views of the iOS guide.
    static let viewTypesProject = """
        view_types:
          picker:
            message_types: [modal]
            required_extras: [attribute_key]
            message_format: comma_list
          toggle_list:
            message_types: [full]
            required_extras: [attribute_key]
            message_format: comma_list

        """
}
