// The catalogue entries of Liquid (SPEC §15.3, §15.6): E801–E812, W806, W809, W813, W814.

extension CatalogueEntry {
    static let e801 = CatalogueEntry(
        .E801,
        title: "Liquid syntax error",
        explanation: """
            Braze reads `{{ }}` and `{% %}` in a message's texts as Liquid and refuses a message whose Liquid does not parse: an output or tag not closed, an end tag that closes nothing, a block without its end tag, a malformed expression, a string or `${` not closed, or typographic quotes. campaignc reads the same dialect and reports the exact character, through YAML's quoting, escapes and block scalars; a block not closed is reported at its opening tag, with a note at the end of the field.
            """,
        failing: CatalogueExample(
            """
            campaign: welcome-back
            trigger: session_start
            message:
              type: slideup
              message: "Welcome back⟨E801⟩{% if ${first_name} %}, {{${first_name}}}"
            """),
        fixed: CatalogueExample(
            """
            campaign: welcome-back
            trigger: session_start
            message:
              type: slideup
              message: "Welcome back{% if ${first_name} %}, {{${first_name}}}{% endif %}"
            """)
    )

    static let e802 = CatalogueEntry(
        .E802,
        title: "Liquid tag or filter Braze does not support",
        explanation: """
            Braze runs Liquid 5 with its own tags and filters, and without Shopify's theme tags and filters (`render`, `include`, `lstrip`, `pluralize`, the colour filters…). A tag or filter Braze does not know stops the message from sending; so does a filter given the wrong number or kind of arguments. The help names what to write instead, or the closest known name.
            """,
        failing: CatalogueExample(
            """
            campaign: welcome-back
            trigger: session_start
            message:
              type: slideup
              message: "Hi {{${first_name} | default: 'there' | ⟨E802⟩lstrip}}"
            """),
        fixed: CatalogueExample(
            """
            campaign: welcome-back
            trigger: session_start
            message:
              type: slideup
              message: "Hi {{${first_name} | default: 'there' | strip}}"
            """)
    )

    static let e803 = CatalogueEntry(
        .E803,
        title: "unknown Liquid object, attribute or variable",
        explanation: """
            A name Liquid cannot resolve renders as nothing: a standard attribute misspelt (`${frist_name}`), an object in-app messages do not have, a member an object does not have, a custom attribute or event property the project file does not declare (when it declares them), a content block the project does not have, or a variable read before anything assigns it. The help suggests the closest name.
            """,
        failing: CatalogueExample(
            """
            campaign: welcome-back
            trigger: session_start
            message:
              type: slideup
              message: "Hi {{⟨E803⟩${frist_name} | default: 'there'}}"
            """),
        fixed: CatalogueExample(
            """
            campaign: welcome-back
            trigger: session_start
            message:
              type: slideup
              message: "Hi {{${first_name} | default: 'there'}}"
            """)
    )

    static let e805 = CatalogueEntry(
        .E805,
        title: "event properties in a campaign whose trigger has none",
        explanation: """
            `event_properties` are the properties of the event that triggered the message. A session start or a push click carries none, so in a campaign with such a trigger every `event_properties` is empty. Use them only in campaigns whose every trigger is `custom_event`, `specific_purchase` or `any_purchase`.
            """,
        failing: CatalogueExample(
            """
            campaign: welcome-back
            trigger: session_start
            message:
              type: slideup
              message: "Your {{⟨E805⟩event_properties.${item} | default: 'order'}} is ready"
            """),
        fixed: CatalogueExample(
            """
            campaign: welcome-back
            trigger: { custom_event: order_ready }
            message:
              type: slideup
              message: "Your {{event_properties.${item} | default: 'order'}} is ready"
            """)
    )

    static let w806 = CatalogueEntry(
        .W806,
        title: "attribute shown without a default",
        explanation: """
            A user without the attribute or event property sees nothing where the output stands (\"Hi , welcome back\"). An output in visible text (`header`, `message`, a button's `text`, `image_alt`) should give a `default`, or stand inside an `if`, `unless` or `case` on the same value.
            """,
        failing: CatalogueExample(
            """
            campaign: welcome-back
            trigger: session_start
            message:
              type: slideup
              message: "Hi {{⟨W806⟩${first_name}}}, welcome back"
            """),
        fixed: CatalogueExample(
            """
            campaign: welcome-back
            trigger: session_start
            message:
              type: slideup
              message: "Hi {{${first_name} | default: 'there'}}, welcome back"
            """)
    )

    static let e807 = CatalogueEntry(
        .E807,
        title: "Liquid Braze does not allow in this place",
        explanation: """
            Braze's Liquid has placement rules of its own: no filter inside the markup of `if`, `elsif`, `unless`, `case`, `when`, `for` or `[ ]`; no comparison or `and`/`or` inside `assign`; no comparison of two attributes with each other. A message that breaks them does not send. Assign the filtered value to a variable first and test the variable.
            """,
        failing: CatalogueExample(
            """
            campaign: welcome-back
            trigger: session_start
            message:
              type: slideup
              message: "{% if ${first_name} | ⟨E807⟩size > 2 %}Hi {{${first_name} | default: 'there'}}{% endif %}"
            """),
        fixed: CatalogueExample(
            """
            campaign: welcome-back
            trigger: session_start
            message:
              type: slideup
              message: "{% assign n = ${first_name} | size %}{% if n > 2 %}Hi {{${first_name} | default: 'there'}}{% endif %}"
            """)
    )

    static let e808 = CatalogueEntry(
        .E808,
        title: "Liquid that in-app messages cannot use",
        explanation: """
            Some of Braze's Liquid exists only in other channels: `campaign.${dispatch_id}`, `api_trigger_properties` (in-app messages cannot be triggered by the API), `canvas…` and `canvas_entry_properties` (campaigns have no Canvas), SMS variables, and `connected_content`'s `:retry`. In an in-app message they are never filled in.
            """,
        failing: CatalogueExample(
            """
            campaign: welcome-back
            trigger: session_start
            message:
              type: slideup
              message: "Code {{⟨E808⟩campaign.${dispatch_id} | default: 'none'}}"
            """),
        fixed: CatalogueExample(
            """
            campaign: welcome-back
            trigger: session_start
            message:
              type: slideup
              message: "Code {{campaign.${api_id} | default: 'none'}}"
            """)
    )

    static let w809 = CatalogueEntry(
        .W809,
        title: "Liquid inside an HTML comment",
        explanation: """
            Braze removes HTML comments from an html message before it reads the Liquid, so Liquid written inside `<!-- -->` is never rendered: what was meant to run does not. Move it out of the comment, or remove it.
            """,
        failing: CatalogueExample(
            """
            campaign: welcome-back
            trigger: session_start
            message:
              type: html
              html: "<p>Welcome back</p><!-- ⟨W809⟩{{${first_name} | default: 'there'}} -->"
            """),
        fixed: CatalogueExample(
            """
            campaign: welcome-back
            trigger: session_start
            message:
              type: html
              html: "<p>Welcome back, {{${first_name} | default: 'there'}}</p>"
            """)
    )

    static let e810 = CatalogueEntry(
        .E810,
        title: "abort_message with a reason that is not a plain string",
        explanation: """
            `{% abort_message(\"reason\") %}` stops the message for a user and logs the reason. Braze requires the reason to be a plain string literal: it cannot be a variable and cannot contain Liquid.
            """,
        failing: CatalogueExample(
            """
            campaign: welcome-back
            trigger: session_start
            message:
              type: slideup
              message: "{% if ${first_name} == blank %}⟨E810⟩{% abort_message(${first_name}) %}{% endif %}Hi {{${first_name} | default: 'there'}}"
            """),
        fixed: CatalogueExample(
            """
            campaign: welcome-back
            trigger: session_start
            message:
              type: slideup
              message: "{% if ${first_name} == blank %}{% abort_message('no name') %}{% endif %}Hi {{${first_name} | default: 'there'}}"
            """)
    )

    static let e811 = CatalogueEntry(
        .E811,
        title: "malformed message_extras",
        explanation: """
            `{% message_extras :key NAME :value TEXT %}` adds a key-value pair to the message's extras when it renders. Braze reads `:key` before `:value`, allows no other tag inside, and at most 1,024 bytes (UTF-8) of extras in all.
            """,
        failing: CatalogueExample(
            """
            campaign: welcome-back
            trigger: session_start
            message:
              type: slideup
              message: "Summer sale⟨E811⟩{% message_extras :value summer :key promo %}"
            """),
        fixed: CatalogueExample(
            """
            campaign: welcome-back
            trigger: session_start
            message:
              type: slideup
              message: "Summer sale{% message_extras :key promo :value summer %}"
            """)
    )

    static let e812 = CatalogueEntry(
        .E812,
        title: "Liquid where it is not rendered",
        explanation: """
            Liquid is rendered only in a message's texts (`header`, `message`, a button's `text`, `image_alt`, `html`), its links (`click_action.uri`, a button's, an `open_link` step's) and its `extras` values. Anywhere else — ids, images and other assets, colours, `language`, triggers and their filters, a campaign's `name` — `{{` or `{%` is sent or read as written, which is never what was meant. The project file, scenarios and user profiles are read as written too; a profile's `content_blocks` (templates the message includes), its `connected_content` responses and `catalogs` (what a server answers), a scenario's `description` and the text its `expect` compares are left alone.
            """,
        failing: CatalogueExample(
            """
            campaign: welcome-back
            name: "Welcome ⟨E812⟩{{${first_name}}}"
            trigger: session_start
            message:
              type: slideup
              message: "Welcome back"
            """),
        fixed: CatalogueExample(
            """
            campaign: welcome-back
            name: Welcome back
            trigger: session_start
            message:
              type: slideup
              message: "Welcome back"
            """)
    )

    static let w813 = CatalogueEntry(
        .W813,
        title: "attribute compared with a literal of another type",
        explanation: """
            When the project file declares a custom attribute's type (`attributes:`), comparing it with a literal of another type is always false or always true in Liquid: `custom_attribute.${age} == \"30\"` never holds for a number. Compare with a literal of the declared type.
            """,
        failing: CatalogueExample(
            """
            campaign: welcome-back
            trigger: session_start
            message:
              type: slideup
              message: "{% if ⟨W813⟩custom_attribute.${vip} == 'true' %}Thanks for being a VIP{% endif %}"
            """,
            projectFile: attributesProject
        ),
        fixed: CatalogueExample(
            """
            campaign: welcome-back
            trigger: session_start
            message:
              type: slideup
              message: "{% if custom_attribute.${vip} == true %}Thanks for being a VIP{% endif %}"
            """,
            projectFile: attributesProject
        )
    )

    static let w814 = CatalogueEntry(
        .W814,
        title: "output in a link's query without escaping",
        explanation: """
            campaignc checks a link with Liquid on its literal parts, but the rendered value of an output inside the query is inserted as it is: a value with `&`, `#` or a space breaks the link. Give such an output `url_param_escape` (or `url_encode`).
            """,
        failing: CatalogueExample(
            """
            campaign: welcome-back
            trigger: session_start
            message:
              type: slideup
              message: "Your cart is waiting"
              click_action:
                uri: "myapp://cart?u=⟨W814⟩{{${user_id}}}"
            """),
        fixed: CatalogueExample(
            """
            campaign: welcome-back
            trigger: session_start
            message:
              type: slideup
              message: "Your cart is waiting"
              click_action:
                uri: "myapp://cart?u={{${user_id} | url_param_escape}}"
            """)
    )

    /// A project file declaring the custom attributes of the Liquid examples.
    static let attributesProject = """
        attributes:
          vip: boolean
          age: number

        """
}
