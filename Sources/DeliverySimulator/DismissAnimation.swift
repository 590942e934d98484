import CampaignModel

/// How long a closing message stays on screen: its dismiss animation, per platform and message
/// type, from the SDKs' default UI. A message is visible until
/// its dismiss animation ends (R18), so another message meanwhile finds one visible; with
/// `animate: false` (`animate_out` false on the wire) it is gone at once.
///
/// | platform | slideup | modal, full, html | source |
/// |---|---|---|---|
/// | iOS | 300 ms (slide) | 250 ms (fade); `HTML_FULL` 400 ms (slide up) | BrazeUI's animation settings |
/// | Android | 200 ms | 200 ms | `config_shortAnimTime` of stock Android, the SDK's default animation factory |
/// | Web | 500 ms | 500 ms | the Web SDK keeps the message in the page 500 ms after its hide class is set |
enum DismissAnimation {
    static func milliseconds(of message: EngineMessage, on platform: SimulatorPlatform) -> Int64 {
        guard message.animatesOut else { return 0 }
        switch platform {
        case .ios:
            switch message.type {
            case "SLIDEUP": return 300
            case "HTML_FULL": return 400
            default: return 250
            }
        case .android:
            return 200
        case .web:
            return 500
        }
    }
}
