import CampaignDiagnostics
import CampaignMessages
import CampaignModel
import CampaignYAML

/// Decodes a `click_action` of a message body or a button (SPEC §2.5, §2.5.1): `close`,
/// `{ uri, webview }` or `{ actions: [STEP, …] }`. Reports E214 (`actions` with `uri` or
/// `webview`), `actions` on an html message (E203), and W216 on a hand-written
/// `brazeActions` URI, here or in an `open_link` step. The steps themselves are
/// `ActionStepDecoder`'s.
struct ClickActionDecoder {
    let context: DecodingContext
    /// The message's type; nil when unknown.
    let type: MessageType?

    /// The message types `actions` is allowed on.
    static let actionTypes: [MessageType] = [.slideup, .modal, .full]

    func decode(_ node: YAMLNode, _ field: String) -> ClickAction? {
        switch node {
        case .mapping:
            return mapping(node, field)
        case .sequence:
            context.report(ClickActionMessages.listAsClickAction, at: node.range)
            return nil
        case .scalar, .invalid:
            return word(node, field)
        }
    }

    /// `close`; any other word is E104, with a help for a URI, a step word (or its wire name)
    /// and a misspelling of either.
    private func word(_ node: YAMLNode, _ field: String) -> ClickAction? {
        guard let s = context.scalar(node, field, expected: ClickActionMessages.clickActionForms) else { return nil }
        if s.text == "close" { return .close }
        let help: String?
        if URLReference.hasScheme(s.text) {
            help = ValueMessages.uriClickActionHelp(s.text)
        } else if let step = Self.stepWord(near: s.text) {
            help = DidYouMean.help(for: s.text, among: ["close"]) ?? ClickActionMessages.wholeClickActionHelp(step)
        } else {
            help = DidYouMean.help(for: s.text, among: ["close"])
        }
        let fixIts = s.style == .plain && !URLReference.hasScheme(s.text) ? DidYouMean.wordFixIt(for: s.text, among: ["close"], at: s.range) : []
        context.report(ClickActionMessages.notAClickAction(found: s.found), at: s.range, help: help, fixIts: fixIts)
        return nil
    }

    /// The help for a step word written as a key of the click action's mapping.
    private static func stepHint(_ key: String) -> String? {
        ActionStepWord(rawValue: key).map(ClickActionMessages.wholeClickActionHelp)
    }

    /// The step word `text` is, names on the wire, or misspells.
    private static func stepWord(near text: String) -> ActionStepWord? {
        if let word = ActionStepDecoder.word(for: text) { return word }
        return DidYouMean.suggestion(for: text, among: ActionStepDecoder.words).flatMap { ActionStepWord(rawValue: $0) }
    }

    private func mapping(_ node: YAMLNode, _ field: String) -> ClickAction? {
        var reader = MappingReader(node, field: field, in: context)
        guard let actions = reader.takeEntry("actions") else {
            // A step word or a misspelt `actions` among the keys: the author was not writing a link.
            let writingSteps = reader.entries.contains { ActionStepWord(rawValue: $0.key.text) != nil } || reader.hasMisspelling(of: ["actions"])
            let uri = writingSteps ? reader.read("uri", link) : reader.readRequired("uri", link)
            let webview = reader.read("webview", context.boolean)
            reader.finish(allowed: ["actions"], hint: Self.stepHint)
            return uri.map { .uri($0.value, webview: webview?.value ?? false) }
        }
        if let type, !Self.actionTypes.contains(type) {
            context.report(ClickActionMessages.actionsNotAllowed(on: type, allowed: Self.actionTypes), at: actions.key.range)
            _ = reader.read("uri", link)
            _ = reader.read("webview", context.boolean)
            reader.finish(hint: Self.stepHint)
            return nil
        }
        var conflict = false
        for key in ["uri", "webview"] {
            guard let other = reader.takeEntry(key) else { continue }
            conflict = true
            let (later, earlier) = other.key.range.start.offset > actions.key.range.start.offset ? (other.key, actions.key) : (actions.key, other.key)
            context.report(
                ClickActionMessages.actionsWithLink(key), at: later.range,
                notes: [context.note(ClickActionMessages.keyIsHereNote(earlier.text), at: earlier.range)]
            )
        }
        reader.finish(hint: Self.stepHint)
        let steps = ActionStepDecoder(context: context).decodeList(actions.value)
        return conflict ? nil : steps.map(ClickAction.actions)
    }

    /// An absolute URI (`click_action.uri`, `open_link.uri`); W216 when its scheme is
    /// `brazeActions`, with the steps it holds in the help when it decodes.
    func link(_ node: YAMLNode, _ field: String) -> Located<String>? {
        guard let uri = context.absoluteURI(node, field) else { return nil }
        if BrazeActionsURI.hasScheme(uri.value) {
            let steps = BrazeActionsURI.steps(uri.value).flatMap { steps in steps.allSatisfy(Self.isCompilable) ? steps : nil }
            context.report(ClickActionMessages.handWrittenURI(decodingTo: steps.map(ActionListText.flow)), at: uri.range)
        }
        return uri
    }

    /// A decoded step whose link would pass the language's own URI check (the model's
    /// decoder only asks for a scheme), so the help never proposes a list that fails.
    private static func isCompilable(_ step: ActionStep) -> Bool {
        guard case .openLink(let uri, _) = step else { return true }
        guard let url = URLReference.parse(uri) else { return false }
        return !url.isWeb || url.hasWebHost
    }
}
