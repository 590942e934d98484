import CampaignDiagnostics
import CampaignModel
import CanonicalJSON

extension DeliveryEngine {
    /// Step 7: publication after the delay, with the re-eligibility re-check and the stamps,
    /// then the presenter (step 8).
    func publish(_ pending: Message) {
        var message = pending
        let trigger = triggers[message.trigger]
        if options.stampAt != .selection, let why = reeligibilityProblem(trigger, at: now) {
            drop(message, .notReeligible, "at publication: " + why, at: sources.location(trigger.id) { $0.reeligibleAfter })
            return
        }
        if options.stampAt == .publish { stamp(&message) }
        record("publish", "\(trigger.id) published")
        present(message)
    }

    /// Step 8: the platform's presenter.
    func present(_ message: Message) {
        if options.platform == .web {
            presentOnWeb(message)
            return
        }
        if !foreground {
            switch options.background {
            case .stack:
                push(message, because: "the app is in the background")
            case .singleSlot:
                if let older = backgroundSlot { drop(older, .appDiscarded, "replaced in the background slot by `\(id(message))`") }
                backgroundSlot = message
                record("slot", "\(id(message)) waits in the background slot")
            case .drop:
                drop(message, .appDiscarded, "the app is in the background")
            }
            return
        }
        if let shown = visible.last {
            push(message, because: "`\(id(shown.message))` is visible")
            return
        }
        switch displayChoice {
        case .now: prepare(message)
        case .later: push(message, because: "the app answered `later`")
        case .discard: drop(message, .appDiscarded, "the app answered `discard`")
        case .reenqueue:
            restoreStamps(of: message)
            drop(message, .appDiscarded, "the app answered `reenqueue`: the campaign's stamps are restored")
        }
    }

    private func presentOnWeb(_ message: Message) {
        let incoming = triggers[message.trigger].message
        if incoming.isBlocking, let shown = visible.last(where: { triggers[$0.message.trigger].message.isBlocking }) {
            drop(message, .busy, "`\(id(shown.message))` is visible")
            return
        }
        switch displayChoice {
        case .now, .reenqueue: prepare(message)
        case .later:
            if let older = deferred { drop(older, .busy, "a newer deferral (`\(id(message))`) replaced it") }
            deferred = message
            record("defer", "\(id(message)) deferred")
        case .discard: drop(message, .appDiscarded, "the app answered `discard`")
        }
    }

    func id(_ message: Message) -> String { triggers[message.trigger].id }

    private func push(_ message: Message, because why: String) {
        stack.append(message)
        record("stack", "\(id(message)) pushed on the stack: \(why)")
    }

    /// Preparing a message: expired, orientation, no_image, asset_failed; else it becomes visible.
    func prepare(_ message: Message) {
        let trigger = triggers[message.trigger]
        let data = trigger.message
        var expiry: Int64?
        if let timeout = trigger.timeout {
            expiry = message.eventTime + timeout
        } else if options.timeoutWhenAbsent == .delayPlus30s {
            expiry = message.eventTime + trigger.delay * 1000 + 30_000
        }
        if let expiry, now > expiry {
            drop(message, .expired, "expired at \(TimeText.elapsed(expiry - start)) (triggered at \(TimeText.elapsed(message.eventTime - start)))")
            return
        }
        let device = orientation.rawValue.uppercased()
        if formFactor == .phone, data.orientation != "ANY", data.orientation != device {
            drop(message, .orientation, "the message needs \(data.orientation.lowercased()) and the phone is \(orientation.rawValue)")
            return
        }
        if data.imageURL == nil, needsImage(data) {
            drop(message, .noImage, "a \(data.isImageOnly ? "image-only " : "")\(data.type.lowercased()) message without an image")
            return
        }
        let assets = (data.imageURL.map { [$0] } ?? []) + data.assetURLs
        if let failed = assets.first(where: failingAssets.contains) {
            drop(message, .assetFailed, "the download of \(failed) failed")
            return
        }
        show(message)
    }

    private func needsImage(_ data: EngineMessage) -> Bool {
        switch options.missingImage {
        case .fullAndImageOnly: data.type == "FULL" || data.isImageOnly
        case .fullOnly: data.type == "FULL"
        case .none: false
        }
    }

    private func show(_ message: Message) {
        var message = message
        if options.stampAt == .display { stamp(&message) }
        let token = newToken()
        visible.append(Visible(token: token, message: message))
        windowDisplayed.append(id(message))
        record("display", "\(id(message)) displayed")
        if let duration = triggers[message.trigger].message.autoDismissMilliseconds {
            schedule(.autoDismiss(token: token), at: now + duration)
        }
    }

    func autoDismiss(_ token: Int) {
        guard let index = visible.firstIndex(where: { $0.token == token }) else { return }
        let shown = visible.remove(at: index)
        record("auto_dismiss", "\(id(shown.message)) dismissed automatically")
        afterDismissal()
    }

    /// Closes the visible message `shown`, cancelling its auto-dismissal.
    /// `actions`: the step objects of a click with Braze Actions, for the trace.
    func close(_ shown: Visible, _ text: String, actions: [JSONValue]? = nil) {
        visible.removeAll { $0.token == shown.token }
        timers.removeAll {
            if case .autoDismiss(let token) = $0.action { return token == shown.token }
            return false
        }
        record("dismiss", text, actions: actions)
        afterDismissal()
    }

    private func afterDismissal() {
        if options.autoDrain == .onDismiss, visible.isEmpty { requestNext(automatic: true) }
    }

    /// `request_next`: the top of the stack (Web: the deferred message), prepared without
    /// asking the display choice again.
    func requestNext(automatic: Bool = false) {
        let word = automatic ? "auto_drain" : "request_next"
        if options.platform == .web {
            guard let message = deferred else { return record(word, "nothing deferred") }
            deferred = nil
            record(word, "\(id(message)) taken from the deferral slot")
            if triggers[message.trigger].message.isBlocking, let shown = visible.last(where: { triggers[$0.message.trigger].message.isBlocking }) {
                return drop(message, .busy, "`\(id(shown.message))` is visible")
            }
            prepare(message)
            return
        }
        if !foreground { return record(word, "nothing: the app is in the background") }
        if let shown = visible.last { return record(word, "nothing: `\(id(shown.message))` is visible") }
        guard let message = stack.popLast() else { return record(word, "nothing: the stack is empty") }
        record(word, "\(id(message)) taken from the top of the stack")
        prepare(message)
    }
}
