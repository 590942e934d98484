// The catalogue entries of the YAML front end: E001–E008 and W009.

extension CatalogueEntry {
    static let e001 = CatalogueEntry(
        .E001,
        title: "YAML syntax error",
        explanation: """
            The file is not well-formed YAML, so the campaign in it cannot be read. campaignc reports \
            libyaml's problem at the place it was found and goes on with the other documents and files.

            The most common cause is a plain (unquoted) value that contains `: ` or ` #`: YAML reads \
            the first as the start of a nested key and the second as a comment. Other causes are tabs \
            used for indentation, a line indented differently from its neighbours, and an unclosed \
            quote or bracket.
            """,
        failing: CatalogueExample(
            """
            campaign: flash-sale
            trigger: session_start
            message:
              type: slideup
              message: Flash sale⟨E001⟩: 20% off everything today
            """),
        fixed: CatalogueExample(
            """
            campaign: flash-sale
            trigger: session_start
            message:
              type: slideup
              message: "Flash sale: 20% off everything today"
            """)
    )

    static let e002 = CatalogueEntry(
        .E002,
        title: "duplicate mapping key",
        explanation: """
            A key appears twice in the same mapping. Many YAML tools silently keep the last value, so \
            the first one is lost without a word — often the result of pasting a block into a \
            campaign that already had that key. campaignc keeps the first value, reports the second \
            key, and points a note at the first.

            A second `campaign:` (or `scenario:`) at the top level of a document is another case: \
            it is the next campaign, written without the `---` line that starts a new YAML \
            document. The help then says to add that line, since removing a key would delete a \
            campaign, and the keys the second campaign repeats are not reported again.
            """,
        failing: CatalogueExample(
            """
            campaign: summer-sale
            trigger: session_start
            message:
              type: modal
              header: Summer sale
              message: 30% off all swimwear
              ⟨E002⟩message: Ends Sunday at midnight
            """),
        fixed: CatalogueExample(
            """
            campaign: summer-sale
            trigger: session_start
            message:
              type: modal
              header: Summer sale
              message: 30% off all swimwear, until Sunday at midnight
            """)
    )

    static let e003 = CatalogueEntry(
        .E003,
        title: "alias expansion over the limit",
        explanation: """
            Anchors (`&name`) and aliases (`*name`) let a campaign reuse a filter, a theme or a \
            button. Each alias stands for a whole copy of its anchored value, so a few lines that \
            alias aliases can stand for millions of values (the "billion laughs" attack), which \
            would exhaust the memory of every tool that reads the file. campaignc counts the values \
            that aliases create in each document and stops at 10,000: the alias that would cross \
            the limit is reported and stands for nothing, and the check takes time in proportion \
            to the file, not to the expansion.
            """,
        failing: CatalogueExample(
            """
            campaign: big-spender
            trigger:
              custom_event: added_to_cart
              filters: [
                &spend { property: cart_total, greater_than: 50 },
                &any_spend { any_of: [
                  \(repeated("*spend", 50, perLine: 10, indent: 6)) ] },
                \(repeated("*any_spend", 38, perLine: 8, indent: 4)),
                ⟨E003⟩*any_spend, *any_spend ]
            message:
              type: slideup
              message: Free shipping on your cart
            """
        ),
        fixed: CatalogueExample(
            """
            campaign: big-spender
            trigger:
              custom_event: added_to_cart
              filters:
                - &spend { property: cart_total, greater_than: 50 }
                - any_of: [*spend]
            message:
              type: slideup
              message: Free shipping on your cart
            """)
    )

    static let e004 = CatalogueEntry(
        .E004,
        title: "nesting deeper than the limit",
        explanation: """
            A value is nested more than 64 levels deep (a list in a list in a list …). No campaign \
            needs that much nesting, and very deep input makes parsers slow or crash, so campaignc \
            stops at 64 levels. The value that crosses the limit stands for nothing; when the \
            nesting goes on far past the limit, the rest of the document is not checked.
            """,
        failing: CatalogueExample(
            """
            campaign: deep-links
            trigger: session_start
            message:
              type: slideup
              message: Tap to see what is new
              extras:
                layers: \(String(repeating: "[", count: 61))⟨E004⟩\(String(repeating: "[", count: 79))\
            \(String(repeating: "]", count: 140))
            """),
        fixed: CatalogueExample(
            """
            campaign: deep-links
            trigger: session_start
            message:
              type: slideup
              message: Tap to see what is new
              extras:
                layers: "3"
            """)
    )

    static let e005 = CatalogueEntry(
        .E005,
        title: "file larger than the limit",
        explanation: """
            The file is larger than 8 MiB. Campaign files are small: a file this large is almost \
            always a mistake, such as images inlined into an html message as base64 `data:` URLs, \
            which would also make every device download them with every campaign. campaignc does \
            not read a file over the limit, so its size cannot exhaust memory.
            """,
        failing: CatalogueExample(generated: .oversizedFile),
        fixed: CatalogueExample(
            """
            campaign: spring-lookbook
            trigger: session_start
            message:
              type: html
              html: |
                <html><body>
                  <img src="https://cdn.example.com/iam/lookbook.png">
                </body></html>
              asset_urls: [ https://cdn.example.com/iam/lookbook.png ]
            """)
    )

    static let e006 = CatalogueEntry(
        .E006,
        title: "not valid UTF-8, or contains a NUL byte",
        explanation: """
            Campaign files must be UTF-8 text: the payload is UTF-8 JSON, and the SDK shows the text \
            as it is. A file saved in another encoding (Latin-1, Windows-1252, UTF-16) would show \
            garbled characters to users, and a NUL byte means the file is not text at all. The \
            diagnostic points at the first byte that is not UTF-8.

            A file that starts with the byte-order mark of UTF-16 or UTF-32 (as some Windows editors \
            save text) is named as such, with the command that converts it: `iconv -f UTF-16 -t \
            UTF-8 old.yaml > new.yaml`.
            """,
        failing: CatalogueExample(generated: .latin1Text),
        fixed: CatalogueExample(
            """
            campaign: cafe-week
            name: Café week, 2 coffees for 1
            trigger: session_start
            message:
              type: slideup
              message: Two coffees for the price of one, all week
            """)
    )

    static let e007 = CatalogueEntry(
        .E007,
        title: "a document is not a mapping",
        explanation: """
            Every document of a file is one campaign, written as a mapping of keys (`campaign:`, \
            `trigger:`, `message:` …). A document that is a list or a single value is not a \
            campaign. The usual cause is writing several campaigns as a YAML list: separate them \
            with `---` lines instead.
            """,
        failing: CatalogueExample(
            """
            ⟨E007⟩- campaign: welcome-back
              trigger: session_start
              message: { type: slideup, message: Welcome back! }
            - campaign: first-purchase
              trigger: any_purchase
              message: { type: slideup, message: Thanks for your first order }
            """),
        fixed: CatalogueExample(
            """
            campaign: welcome-back
            trigger: session_start
            message: { type: slideup, message: Welcome back! }
            ---
            campaign: first-purchase
            trigger: any_purchase
            message: { type: slideup, message: Thanks for your first order }
            """)
    )

    static let e008 = CatalogueEntry(
        .E008,
        title: "unsupported YAML: custom tag, non-scalar key",
        explanation: """
            The campaign language is plain data: it has no `!include`, no `!!python/…` objects and \
            no other custom tags, and keys are always plain text. A tag would mean something \
            different in every tool (or run code in some), and a list or mapping used as a key has \
            no meaning in a campaign. campaignc reports the node and ignores it.
            """,
        failing: CatalogueExample(
            """
            campaign: terms-update
            trigger: session_start
            message:
              type: modal
              header: Our terms are changing
              message: ⟨E008⟩!include terms-summary.txt
            """),
        fixed: CatalogueExample(
            """
            campaign: terms-update
            trigger: session_start
            message:
              type: modal
              header: Our terms are changing
              message: From 1 May, refunds take up to 5 days. Tap to read the new terms.
            """)
    )

    static let w009 = CatalogueEntry(
        .W009,
        title: "file holds no campaign",
        explanation: """
            The file has no document at all: it is empty or holds only comments. It is probably a \
            campaign that was emptied by mistake or a file left behind; either way it compiles to \
            nothing, so campaignc warns.
            """,
        failing: CatalogueExample(
            """
            ⟨W009⟩# Spring sale: waiting for the final copy from marketing.
            # campaign: spring-sale
            """),
        fixed: CatalogueExample(
            """
            # Spring sale: final copy from marketing.
            campaign: spring-sale
            trigger: session_start
            message:
              type: slideup
              message: Spring sale, 20% off everything
            """)
    )
}

/// `count` copies of `item` separated by `, `, `perLine` to a line, continuation lines
/// indented by `indent` spaces (for the long alias lists of the E003 example).
private func repeated(_ item: String, _ count: Int, perLine: Int, indent: Int) -> String {
    let copies = Array(repeating: item, count: count)
    let lines = stride(from: 0, to: count, by: perLine).map { copies[$0..<min($0 + perLine, count)].joined(separator: ", ") }
    return lines.joined(separator: ",\n" + String(repeating: " ", count: indent))
}
