import CampaignModel
import CanonicalJSON

/// What a click's trace line adds for the clicked body or button (SPEC §9.4): nothing for a
/// close, `; opens URI (not followed)` for a link, and for a Braze Actions URI that decodes
/// (§2.5.1) its steps in order, `; actions: request_push_permission, … (not run)`, with the
/// decoded step objects for the JSON trace. A `brazeActions` URI that does not decode is
/// traced like any link. The steps have no other effect.
struct ClickOutcome {
    /// Appended to the click's line.
    let text: String
    /// The step objects, for a click with actions.
    let actions: [JSONValue]?

    init(uri: String?) {
        guard let uri else {
            text = ""
            actions = nil
            return
        }
        guard let steps = BrazeActionsURI.steps(uri) else {
            text = "; opens \(uri) (not followed)"
            actions = nil
            return
        }
        text = "; actions: " + steps.map(\.text).joined(separator: ", ") + " (not run)"
        actions = steps.map(\.wireObject)
    }
}
