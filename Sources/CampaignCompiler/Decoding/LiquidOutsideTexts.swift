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
        var path: [String] = []
        walk(node, path: &path, context: context, file: file, skip: skip)
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

    private static func walk(
        _ node: YAMLNode, path: inout [String], context: DecodingContext, file: LiquidMessages.ReadAsWritten, skip: ([String]) -> Bool
    ) {
        if skip(path) { return }
        switch node {
        case .scalar(let scalar):
            guard LiquidDetection.containsLiquid(scalar.text) else { return }
            let text = FieldText(scalar, in: context.source)
            let start = LiquidRules.firstMarkup(text.text)
            let field = path.last { $0 != "[]" } ?? ""
            context.report(LiquidMessages.notAllowed(in: field, readAsWritten: file), at: text.range(start..<start + 2))
        case .mapping(let mapping):
            for entry in mapping.entries {
                path.append(entry.key.text)
                walk(entry.value, path: &path, context: context, file: file, skip: skip)
                path.removeLast()
            }
        case .sequence(let sequence):
            for item in sequence.items {
                path.append("[]")
                walk(item, path: &path, context: context, file: file, skip: skip)
                path.removeLast()
            }
        case .invalid: break
        }
    }
}
