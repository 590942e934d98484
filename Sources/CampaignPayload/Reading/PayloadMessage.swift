public import CampaignModel
import CanonicalJSON

/// The in-app message object (`data`) read back (`InAppMessageMapping` written backwards).
public struct PayloadMessage: Hashable, Sendable {
    public let object: PayloadObject

    public init(_ object: PayloadObject) {
        self.object = object
    }

    /// The SDK's type word (`SLIDEUP`, `HTML_FULL`).
    public var type: PayloadMember<String> { object.text(.type) }

    /// The language's word of `type` (`modal`; `html` for `HTML_FULL`); nil for another word.
    public var typeWord: String? {
        type.value.flatMap { PayloadLanguagePaths.messageTypeWords[$0] }
    }

    /// True for the SDK's two HTML types, whose `message` is the document.
    public var isHTML: Bool {
        type.value.map([MessageType.html.wireName, InAppMessageMapping.htmlFullType].contains) ?? false
    }

    /// `btns`.
    public var buttons: PayloadMember<[PayloadMember<PayloadObject>]> { object.objects(.buttons) }

    /// `themes`, whose one member the writer writes is `dark`.
    public var themes: PayloadMember<PayloadObject> { object.object(.themes) }

    /// `asset_urls`.
    public var assetURLs: PayloadMember<[PayloadMember<String>]> {
        object.list(.assetURLs) { if case .string(let text) = $0 { text } else { nil } }
    }

    /// `message_close` with `duration` as the language's dismiss: `SWIPE` without a duration
    /// is `manual`, `AUTO_DISMISS` with an integer duration is `after`; nil for anything else.
    public var dismiss: Dismiss? {
        switch (object[.messageClose], object[.duration]) {
        case (.string(InAppMessageMapping.swipe)?, nil): .manual
        case (.string(InAppMessageMapping.autoDismiss)?, .integer(let milliseconds)?): .after(Duration(milliseconds: milliseconds))
        default: nil
        }
    }
}

extension PayloadObject {
    /// `click_action` with `uri` and `use_webview` (of a message or a button) as the
    /// language's click action: `NONE` alone is `close`; `URI` is the steps its Braze Actions
    /// URI carries when it is exactly the URI those steps compile to and opens outside a web
    /// view, else the URI; nil for anything the writer never writes.
    public var clickAction: ClickAction? {
        switch (self[.clickAction], self[.uri], self[.useWebview]) {
        case (.string(InAppMessageMapping.clickNone)?, nil, nil):
            return .close
        case (.string(InAppMessageMapping.clickURI)?, .string(let uri)?, .bool(let webview)?):
            if !webview, let steps = BrazeActionsURI.steps(uri), BrazeActionsURI.uri(steps) == uri {
                return .actions(steps)
            }
            return .uri(uri, webview: webview)
        default:
            return nil
        }
    }
}
