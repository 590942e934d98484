import CampaignModel
import CampaignPayload
import CanonicalJSON

/// A click action read back from `click_action`, `uri` and `use_webview` (SPEC §2.5, §2.5.1),
/// as one value in YAML's flow style: `close`, `{ uri: "myapp://cart" }` (with
/// `webview: true` when it opens in a web view), or a click with actions as its steps,
/// `{ actions: [request_push_permission, { log_custom_event: accepted }] }`, decoded from
/// its Braze Actions URI: what ships, whether the author wrote steps or the URI. A URI that
/// decodes but is not the one those steps compile to is shown as the URI it is.
enum ClickActionReading {
    static func value(of members: [String: JSONValue]) -> String? {
        switch (members["click_action"], members["uri"], members["use_webview"]) {
        case (.string(InAppMessageMapping.clickNone)?, nil, nil):
            return "close"
        case (.string(InAppMessageMapping.clickURI)?, .string(let uri)?, .bool(let webview)?):
            if !webview, let steps = BrazeActionsURI.steps(uri), BrazeActionsURI.uri(steps) == uri {
                return "{ actions: \(ActionListText.flow(steps)) }"
            }
            return "{ uri: \(ActionListText.quoted(uri))" + (webview ? ", webview: true }" : " }")
        default:
            return nil
        }
    }
}
