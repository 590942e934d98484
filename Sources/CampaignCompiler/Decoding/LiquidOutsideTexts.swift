import CampaignLiquid
import CampaignMessages
import CampaignYAML

/// E812 outside campaigns (SPEC §15.1): the project file, scenarios and user profiles are read,
/// never rendered, so `{{` or `{%` in one of their values is reported at its first `{{` or `{%`.
/// Texts that are templates or data from elsewhere are left alone: a profile's content blocks
/// (Liquid the message includes), connected-content responses and catalogs (what a server
/// answers), a scenario's `description` and the rendered text its `expect` compares.
enum LiquidOutsideTexts {
    /// Reports E812 for every value under `node` that holds Liquid and whose path (keys from
    /// `node`, `[]` for a list item) `skip` does not exclude; a skipped path skips its subtree.
    static func check(
        _ node: YAMLNode, in context: DecodingContext, as file: LiquidMessages.ReadAsWritten, skip: ([String]) -> Bool
    ) {
        LiquidScalars.walk(node, skip: skip) { scalar, path in
            let text = FieldText(scalar, in: context.source)
            let start = LiquidRules.firstMarkup(text.text)
            let field = path.last { $0 != "[]" } ?? ""
            context.report(LiquidMessages.notAllowed(in: field, readAsWritten: file), at: text.range(start..<start + 2))
        }
    }

    /// The paths of a scenario document that are not checked: its description, the text an
    /// `expect` compares, and its `user:` (a profile, checked by the profile's decoder).
    static func scenarioSkips(_ path: [String]) -> Bool {
        path == ["description"] || path.first == "user"
            || (path.count >= 4 && path[0] == "steps" && path[1] == "[]" && path[2] == "expect" && path[3] == "text")
    }

    /// The paths of a profile that hold templates or outside data.
    static func profileSkips(_ path: [String]) -> Bool {
        guard let first = path.first else { return false }
        return first == "content_blocks" || first == "connected_content" || first == "catalogs"
    }
}
