import CampaignLiquid
import CampaignYAML

/// Where a scalar of a campaign document stands, as SPEC §15.1 sorts the fields: one whose
/// text is Liquid (and of which kind), or one where Liquid is not allowed.
enum LiquidPlace: Equatable {
    case liquid(LiquidCheckContext.Field)
    /// `field` is the key the value is written under (a list's key for its items);
    /// `inTrigger` is true under `trigger`.
    case notAllowed(field: String, inTrigger: Bool)

    /// The place of the value at `path`: keys from the document's root, `[]` for a list item.
    init(path: [String]) {
        // A variant's fields stand where the campaign's own would: `variants[].message.header`
        // is `message.header`.
        if path.count > 2, path[0] == "variants", path[1] == "[]" {
            self.init(path: Array(path.dropFirst(2)))
            return
        }
        let last = path.last ?? ""
        if path.count == 2, path[0] == "message" {
            switch last {
            case "header", "message", "image_alt":
                self = .liquid(.visibleText)
                return
            case "html":
                self = .liquid(.html)
                return
            default: break
            }
        }
        if path == ["message", "buttons", "[]", "text"] {
            self = .liquid(.visibleText)
        } else if path.count == 3, path[0] == "message", path[1] == "extras" {
            self = .liquid(.extrasValue)
        } else if path.contains("click_action"), path.suffix(2) == ["click_action", "uri"] || path.suffix(2) == ["open_link", "uri"] {
            self = .liquid(.uri)
        } else {
            self = .notAllowed(field: path.last { $0 != "[]" } ?? "", inTrigger: path.first == "trigger")
        }
    }

    /// Calls `visit` with every scalar value under `node` that holds `{{` or `{%`, and its
    /// place, in document order.
    static func walk(_ node: YAMLNode, _ visit: (YAMLScalar, LiquidPlace) -> Void) {
        LiquidScalars.walk(node) { scalar, path in visit(scalar, LiquidPlace(path: path)) }
    }
}
