// The catalogue entries of the asset checks: E208–E212.

extension CatalogueEntry {
    static let e208 = CatalogueEntry(
        .E208,
        title: "clear-text http:// asset",
        explanation: """
            Images and html assets must be fetched over https. iOS (App Transport Security) and \
            Android (cleartext traffic is blocked by default since API 28) refuse `http://` loads, \
            so the asset would fail to download — and the SDK discards a message whose asset \
            cannot be downloaded.
            """,
        failing: CatalogueExample(
            """
            campaign: weekend-deals
            trigger: session_start
            message:
              type: modal
              image: ⟨E208⟩http://cdn.example.com/iam/weekend.png
              header: Weekend deals
              message: Up to 40% off, until Sunday
            """),
        fixed: CatalogueExample(
            """
            campaign: weekend-deals
            trigger: session_start
            message:
              type: modal
              image: https://cdn.example.com/iam/weekend.png
              header: Weekend deals
              message: Up to 40% off, until Sunday
            """)
    )

    static let e209 = CatalogueEntry(
        .E209,
        title: "local asset missing, outside the project, not an image, or too large",
        explanation: """
            An `image` given as a local path is published with the campaign: it must exist, stay \
            inside the project root (the folder of `campaignc.yaml`), be a PNG, JPEG, GIF or WebP \
            by its content, and be at most `assets.max_bytes` (5 MiB by default). Otherwise the \
            pipeline would upload nothing or the wrong file, and the SDK would discard the \
            message when its image fails to load. The message says which condition failed.

            The path is relative to the campaign file's folder, not to the project root: from \
            `campaigns/spring/hero.yaml`, the project's `assets/spring-hero.png` is \
            `../../assets/spring-hero.png`. A missing file's message says where it was looked for, \
            and when the path names a file from the project root, the help gives the path that works.
            """,
        failing: CatalogueExample(
            """
            campaign: spring-hero
            trigger: session_start
            message:
              type: modal
              image: ⟨E209⟩assets/spring-hero.png
              header: Spring is here
              message: New colours for the new season
            """,
            at: "campaigns/spring/hero.yaml",
            projectFile: assetsProject,
            files: [.png("assets/spring-hero.png")]
        ),
        fixed: CatalogueExample(
            """
            campaign: spring-hero
            trigger: session_start
            message:
              type: modal
              image: ../../assets/spring-hero.png
              header: Spring is here
              message: New colours for the new season
            """,
            at: "campaigns/spring/hero.yaml",
            projectFile: assetsProject,
            files: [.png("assets/spring-hero.png")]
        )
    )

    static let e210 = CatalogueEntry(
        .E210,
        title: "local asset but no assets.base_url",
        explanation: """
            A local image is uploaded by the build pipeline and the device downloads it from \
            `assets.base_url` followed by its path in the project. Without `assets.base_url` in \
            the project file there is no URL to put in the payload.
            """,
        failing: CatalogueExample(
            """
            campaign: spring-hero
            trigger: session_start
            message:
              type: modal
              image: ⟨E210⟩assets/spring-hero.png
              header: Spring is here
              message: New colours for the new season
            """,
            files: [.png("assets/spring-hero.png")]
        ),
        fixed: CatalogueExample(
            """
            campaign: spring-hero
            trigger: session_start
            message:
              type: modal
              image: assets/spring-hero.png
              header: Spring is here
              message: New colours for the new season
            """,
            projectFile: assetsProject,
            files: [.png("assets/spring-hero.png")]
        )
    )

    static let w211 = CatalogueEntry(
        .W211,
        title: "image URL without a known image extension",
        explanation: """
            The image URL's path does not end in `.png`, `.jpg`, `.jpeg`, `.gif` or `.webp`. The \
            SDK can display only those formats, and a URL without an image extension is often a \
            web page (a share link to the image) rather than the image itself. It may be fine, \
            for a CDN that serves images from extension-less URLs, so this is a warning.
            """,
        failing: CatalogueExample(
            """
            campaign: new-menu
            trigger: session_start
            message:
              type: modal
              image: ⟨W211⟩https://cdn.example.com/iam/new-menu
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

    static let e212 = CatalogueEntry(
        .E212,
        title: "asset host not in assets.allowed_hosts",
        explanation: """
            The project file lists the hosts assets may come from (`assets.allowed_hosts`), and \
            this URL's host is not one of them. Teams use the list to keep assets on their own \
            CDN: a hotlinked image can change or vanish without notice, and the SDK discards a \
            message whose image cannot be downloaded.
            """,
        failing: CatalogueExample(
            """
            campaign: partner-promo
            trigger: session_start
            message:
              type: modal
              image: ⟨E212⟩https://images.partner-shop.example/promo/banner.png
              header: A treat from our partner
              message: 2 months free with your subscription
            """,
            projectFile: allowedHostsProject
        ),
        fixed: CatalogueExample(
            """
            campaign: partner-promo
            trigger: session_start
            message:
              type: modal
              image: https://cdn.example.com/iam/partner-banner.png
              header: A treat from our partner
              message: 2 months free with your subscription
            """,
            projectFile: allowedHostsProject
        )
    )

    /// A project file that publishes local images.
    static let assetsProject = """
        assets:
          base_url: https://cdn.example.com/iam/

        """

    /// A project file that allows assets from one host only.
    static let allowedHostsProject = """
        assets:
          allowed_hosts: [cdn.example.com]

        """
}
