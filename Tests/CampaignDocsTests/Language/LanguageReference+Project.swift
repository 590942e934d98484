import CampaignCompiler
import CampaignModel

extension LanguageReference {
    func clickActionSection() -> String {
        let click = definition("clickAction")
        var forms = ["| Form | What a tap does |", "| --- | --- |"]
        for form in click.alternatives {
            let written =
                form.words.map { "`\($0.joined(separator: "`, `"))`" }
                ?? "`{ \(KeyTable.sorted(form.properties.keys, by: Order.click).joined(separator: ", ")) }`"
            forms.append("| \(written) | \(Markdown.cell(form.description ?? "")) |")
        }
        var steps = ["| Step | Its value | Wire `type` | What it does |", "| --- | --- | --- | --- |"]
        for form in definition("actionStep").alternatives {
            let entries: [(String, String)] =
                form.words.map { $0.map { ($0, "none: a bare word") } }
                ?? form.properties.map { ($0.key, types.text($0.value)) }
            for (word, value) in entries {
                let wire = ActionStepWord(rawValue: word).map { "`\($0.wireType)`" } ?? ""
                steps.append("| `\(word)` | \(Markdown.cell(value)) | \(wire) | \(Markdown.cell(form.description ?? "")) |")
            }
        }
        return """
            ## Click actions

            `click_action`, on a message or a button: \(paragraph(click))
            \(forms.joined(separator: "\n"))

            \(table(click.alternatives.last ?? click, Order.click))
            The steps of `actions`, each a bare word or a mapping with one step word
            ([click actions](click-actions.md) has their rules, encoding and examples):

            \(steps.joined(separator: "\n"))

            """
    }

    func scenarioSection() -> String {
        let step = definition("step", in: scenario)
        var steps = ["| Step | Its value | What happens |", "| --- | --- | --- |"]
        var expect = SchemaNode(.null)
        for form in step.alternatives {
            if let words = form.words {
                steps.append("| \(words.map { "`\($0)`" }.joined(separator: ", ")) | none: a bare word | \(Markdown.cell(form.description ?? "")) |")
                continue
            }
            guard let key = form.required.first, let value = form.properties[key] else { continue }
            if key == "expect" { expect = value }
            let more = form.properties.keys.filter { $0 != key }.sorted().map { " (+ `\($0)`)" }.joined()
            steps.append("| `\(key)`\(more) | \(Markdown.cell(types.text(value))) | \(Markdown.cell(form.description ?? "")) |")
        }
        return """
            ## Scenarios

            A document whose mapping has the key `scenario` (and not `campaign`) is a scenario. \(paragraph(scenario))
            \(table(scenario, Order.scenario, collapsed: ["simulator": "[simulator options](#simulator-options)"]))
            The steps:

            \(steps.joined(separator: "\n"))

            `expect`: \(paragraph(expect))
            \(table(expect, Order.expect))
            """
    }

    func projectSection() -> String {
        let severity = config.properties["severity"] ?? SchemaNode(.null)
        let codes = severity.properties.keys.sorted().map { "[\($0)](rules/\($0).md)" }.joined(separator: ", ")
        let simulator = config.properties["simulator"] ?? SchemaNode(.null)
        return """
            ## The project file

            \(paragraph(config))
            \(table(
                config, Order.project,
                collapsed: [
                    "severity": "[severity](#severity)", "simulator": "[simulator options](#simulator-options)",
                    "view_types": "names to [view types](#custom-views)",
                ]))
            ### Severity

            `severity`: \(paragraph(severity))
            Only adjustable codes may be named (any other is `E108`): \(codes).

            ### Custom views

            Each entry of `view_types` is \(paragraph(definition("viewType", in: config)).prefix(1).lowercased() + paragraph(definition("viewType", in: config)).dropFirst())
            \(table(definition("viewType", in: config), Order.project))
            ### Simulator options

            `simulator`, in the project file or in a scenario: \(paragraph(simulator))
            \(table(simulator, Order.simulator))
            """
    }
}
