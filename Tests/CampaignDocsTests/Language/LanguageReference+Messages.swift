import CampaignModel

extension LanguageReference {
    func triggerSection() -> String {
        let trigger = definition("trigger")
        var rows = ["| Trigger | Written | What fires it |", "| --- | --- | --- |"]
        for form in trigger.alternatives {
            if let words = form.words {
                for word in words {
                    rows.append("| `\(word)` | `trigger: \(word)` | \(Markdown.cell(Self.sentence(about: word, in: form.description ?? ""))) |")
                }
                continue
            }
            guard let key = form.required.first, let value = form.properties[key] else { continue }
            if value.types == ["null"] { continue }
            let optional = KeyTable.sorted(form.properties.keys.filter { $0 != key }, by: Order.trigger)
            let example = value.examples.first.map(flow.text) ?? "…"
            let written = "{ \(key): \(example)" + optional.map { ", \($0): […]" }.joined() + " }"
            let described = [form.description ?? "", value.description.map { "`\(key)`: \($0)" } ?? ""].filter { !$0.isEmpty }
            rows.append("| `\(key)` | `\(written.replacingAll("|", with: "\\|"))` | \(Markdown.cell(described.joined(separator: " "))) |")
        }
        var optional: [String: (SchemaNode, [String])] = [:]
        for form in trigger.alternatives {
            guard let key = form.required.first else { continue }
            for (name, node) in form.properties where name != key { optional[name, default: (node, [])].1.append(key) }
        }
        let optionalKeys = KeyTable.sorted(optional.keys, by: Order.trigger).map { name in
            let (node, forms) = optional[name]!
            return "`\(name)` (with \(forms.sorted().map { "`\($0)`" }.joined(separator: " and "))): \(types.text(node)). \(node.description ?? "")\n"
        }
        return """
            ## Triggers

            \(paragraph(trigger))
            \(rows.joined(separator: "\n"))

            `session_start:` and `any_purchase:` may also be written as a key without a value.

            \(optionalKeys.joined(separator: "\n"))
            """
    }

    /// The sentence of `text` that starts with `` `word` ``: "When the app starts a session."
    static func sentence(about word: String, in text: String) -> String {
        let marker = "`\(word)`: "
        guard let start = text.range(of: marker) else { return text }
        let rest = text[start.upperBound...]
        let end = rest.range(of: ". ")?.lowerBound ?? rest.endIndex
        let sentence = String(rest[..<end])
        return sentence.prefix(1).uppercased() + sentence.dropFirst() + (sentence.hasSuffix(".") ? "" : ".")
    }

    func filterSection() -> String {
        let filter = definition("filter")
        var rows = ["| Operator | Value | Property types | Sets `type` | Wire comparator | Meaning |", "| --- | --- | --- | --- | --- | --- |"]
        for op in FilterOperator.allCases {
            let node = filter.properties[op.rawValue] ?? SchemaNode(.null)
            let comparator =
                op == .exists
                ? "\(op.comparator(existsValue: true)) (`true`), \(op.comparator(existsValue: false)) (`false`)" : "\(op.comparator())"
            let cells = [
                "`\(op.rawValue)`", types.text(node), op.allowedTypes.map { "`\($0.rawValue)`" }.joined(separator: ", "),
                op.impliedType.map { "`\($0.rawValue)`" } ?? "", comparator, node.description ?? "",
            ].map(Markdown.cell)
            rows.append("| " + cells.joined(separator: " | ") + " |")
        }
        let operators = Set(FilterOperator.allCases.map(\.rawValue))
        return """
            ## Property filters

            \(paragraph(definition("filters")))
            \(paragraph(filter))
            \(table(filter, Order.filter, only: Set(filter.properties.keys).subtracting(operators)))
            `any_of`: \(paragraph(definition("filterEntry").alternatives.last ?? SchemaNode(.null)))
            The operators, with the property types each compares, the `type` it implies when the
            filter gives none, and the comparator the payload carries:

            \(rows.joined(separator: "\n"))

            """
    }

    func messageSection() -> String {
        let message = definition("message")
        return """
            ## Messages

            \(paragraph(message))
            \(table(message, Order.message))
            ### Keys per message type

            A key that belongs to the language but not to the message's type is `E203`.

            \(MessageTypeMatrix(message: message).markdown())
            """
    }

    func buttonSection() -> String {
        let button = definition("button")
        return """
            ## Buttons

            \(paragraph(button))
            \(table(button, Order.button))
            `style`: \(paragraph(definition("buttonStyle")))
            \(table(definition("buttonStyle"), Order.colours, prefix: "style."))
            """
    }

    func alignmentSection() -> String {
        let alignment = definition("textAlign")
        return """
            ## Text alignment

            `text_align`: \(paragraph(alignment))
            \(table(alignment, Order.message))
            """
    }

    func themeSection() -> String {
        let theme = definition("theme")
        let light = definition("themeColours")
        let dark = definition("darkThemeColours")
        let darkOnly = Set(dark.properties.keys).subtracting(light.properties.keys)
        return """
            ## Themes

            `theme`: \(paragraph(theme))
            \(table(theme, Order.theme))
            The colours of `light` and of `dark`:

            \(table(light, Order.colours))
            Only in `dark`:

            \(table(dark, Order.colours, only: darkOnly))
            """
    }

    func extrasSection() -> String {
        let extras = definition("extras")
        return """
            ## Extras

            `extras`: \(paragraph(extras))
            Any key may hold \(types.text(extras.freeValues ?? SchemaNode(.null))); these have a meaning to campaignc:

            \(table(extras, Order.extras))
            """
    }
}
