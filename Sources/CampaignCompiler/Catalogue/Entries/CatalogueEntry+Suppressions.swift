// The catalogue entries of inline suppressions (SPEC §11): W010–W012.

extension CatalogueEntry {
    static let w010 = CatalogueEntry(
        .W010,
        title: "suppression that suppressed nothing",
        explanation: """
            An inline suppression (`# campaignc: ignore[CODE] -- reason`) hides the listed codes on \
            its own line, or on the next line when the comment stands alone. This one hid nothing: \
            the problem was fixed, the code is not reported there, or the comment is on the wrong \
            line. A stale suppression would silently hide the next real problem on that line, so \
            campaignc warns.
            """,
        failing: CatalogueExample(
            """
            campaign: new-menu
            trigger: session_start
            message:
              type: modal
              image: https://cdn.example.com/iam/new-menu.jpg  ⟨W010⟩# campaignc: ignore[W211] -- the CDN serves bare URLs
              header: Our new menu
              message: Twelve new dishes to try
            """),
        fixed: CatalogueExample(
            """
            campaign: new-menu
            trigger: session_start
            message:
              type: modal
              image: https://cdn.example.com/iam/new-menu.jpg
              header: Our new menu
              message: Twelve new dishes to try
            """)
    )

    static let w011 = CatalogueEntry(
        .W011,
        title: "suppression without a reason",
        explanation: """
            Every inline suppression must say why the problem is acceptable, after ` -- `: the \
            next person to read the campaign needs to know whether the suppression still holds. \
            The suppression without a reason still applies; campaignc only warns about the \
            missing reason. The reason `reason` alone, the placeholder an editor's "Ignore" action \
            writes, counts as none until it is replaced by the real one.
            """,
        failing: CatalogueExample(
            """
            campaign: new-menu
            trigger: session_start
            message:
              type: modal
              image: https://cdn.example.com/iam/new-menu  ⟨W011⟩# campaignc: ignore[W211]
              header: Our new menu
              message: Twelve new dishes to try
            """),
        fixed: CatalogueExample(
            """
            campaign: new-menu
            trigger: session_start
            message:
              type: modal
              image: https://cdn.example.com/iam/new-menu  # campaignc: ignore[W211] -- the CDN serves bare URLs
              header: Our new menu
              message: Twelve new dishes to try
            """)
    )

    static let w012 = CatalogueEntry(
        .W012,
        title: "malformed suppression comment",
        explanation: """
            A comment that starts with `campaignc:` is read as an inline suppression, and this one \
            does not follow its grammar: `# campaignc: ignore[CODE, CODE] -- reason`, with codes in \
            upper case, spaces optional around `,` and required around `--`. It may also name a code \
            that does not exist. A malformed suppression suppresses nothing.
            """,
        failing: CatalogueExample(
            """
            campaign: new-menu
            trigger: session_start
            message:
              type: modal
              image: https://cdn.example.com/iam/new-menu.jpg
              header: Our new menu  ⟨W012⟩# campaignc: ignore W211 -- the CDN serves bare URLs
              message: Twelve new dishes to try
            """),
        fixed: CatalogueExample(
            """
            campaign: new-menu
            trigger: session_start
            message:
              type: modal
              image: https://cdn.example.com/iam/new-menu  # campaignc: ignore[W211] -- the CDN serves bare URLs
              header: Our new menu
              message: Twelve new dishes to try
            """)
    )
}
