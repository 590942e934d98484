import CampaignDiagnostics
import CampaignModel
import CanonicalJSON

extension DeliveryEngine {
    /// Step 7: publication after the delay, with the re-eligibility re-check (and, with
    /// `interval_at_publish: check`, the interval's) and the stamps, then the presenter (step 8).
    func publish(_ pending: Message) {
        var message = pending
        let trigger = triggers[message.trigger]
        // Web SDK 3.5.0 reads the message before anything else and cannot read `HTML_FULL`.
        if options.platform == .web, options.webSDK == .v3_5_0, trigger.message.type == "HTML_FULL" {
            return drop(message, .unsupported, "Web SDK 3.5.0 does not know the message type `HTML_FULL`; nothing is stamped")
        }
        // `expiry_check: hand_off` (web): expired before the hand-off, so nothing is stamped.
        if options.expiryCheck == .handOff, let expiry = expiry(of: message), now >= expiry {
            return drop(message, .expired, expiredWhy(message, expiry: expiry) + "; at the hand-off, so nothing is stamped", at: expiryLocation(trigger))
        }
        if options.stampAt != .selection, let stamp = blockingStamp(message.trigger, at: now) {
            let why = "at publication: " + writer.reeligibilityWhy(trigger, stamp: stamp)
            return drop(message, .notReeligible, why, at: writer.sources.location(trigger.id) { $0.reeligibleAfter })
        }
        let interval = trigger.intervalMilliseconds(global: intervalMilliseconds)
        if options.intervalAtPublish == .check, options.stampAt != .selection, let last = lastDisplay, now < last + interval {
            let why =
                "at publication (`interval_at_publish: check`): the last display was at \(TimeText.elapsed(last - start)); "
                + "with the \(writer.intervalWords(trigger)) it may publish from "
                + TimeText.elapsed(last + interval - start)
            return drop(message, .rateLimited, why, at: writer.sources.location(trigger.id) { $0.minimumInterval ?? $0.conditions.first })
        }
        if trigger.isControl { return winAsControl(message) }
        if options.stampAt == .publish { stamp(&message) }
        record("publish", "\(trigger.id) published\(variantWords(trigger))", about: message.trigger)
        present(message)
    }

    /// (v4) The control message wins its trigger like a displayed one and shows nothing
    /// (SPEC §17): the impression and the re-eligibility stamp, and the interval's unless
    /// `control_stamps_interval: no`.
    private func winAsControl(_ pending: Message) {
        var message = pending
        let trigger = triggers[message.trigger]
        if !message.stamped {
            let last = lastDisplay
            stamp(&message)
            if options.controlStampsInterval == .no { lastDisplay = last }
        } else if options.controlStampsInterval == .no {
            lastDisplay = message.previousLastDisplay
        }
        let interval = options.controlStampsInterval == .yes ? "re-eligibility and interval stamped" : "re-eligibility stamped"
        let bucket = trigger.assignment.map { " (bucket \($0.bucket))" } ?? ""
        drop(message, .control, "the user is in the control group\(bucket): the control message won the trigger, nothing shows; \(interval)")
    }

    /// " as variant `NAME` (bucket N)" for a trigger with variants, else "".
    func variantWords(_ trigger: EngineTrigger) -> String {
        guard let assignment = trigger.assignment, let variant = assignment.variant else { return "" }
        return " as variant `\(variant)` (bucket \(assignment.bucket))"
    }

    /// Step 8: the platform's presenter.
    func present(_ message: Message) {
        if options.platform == .web { return presentOnWeb(message) }
        if !foreground {
            switch options.background {
            case .stack:
                push(message, because: "the app is in the background")
            case .singleSlot:
                if let older = backgroundSlot { drop(older, .appDiscarded, "replaced in the background slot by `\(id(message))`") }
                backgroundSlot = message
                record("slot", "\(id(message)) waits in the background slot", about: message.trigger)
            case .drop:
                drop(message, .appDiscarded, "the app is in the background")
            }
            return
        }
        if let shown = visible.last { return push(message, because: isVisible(shown)) }
        decide(message)
    }

    /// The app's display choice for a message that could show now: `now` prepares it, `later`
    /// puts it on top of the stack, `discard` drops it, `reenqueue` (Android) drops it and
    /// restores the campaign's stamps.
    func decide(_ message: Message) {
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
        if triggers[message.trigger].message.isBlocking, let shown = visible.lastBlocking {
            return drop(message, .busy, isVisible(shown))
        }
        decideOnWeb(message)
    }

    /// The web's display choice: `later` defers the message into the one slot (a newer
    /// deferral replaces the older, which is dropped `busy`). Web SDK 3.5.0 has no
    /// `deferInAppMessage`: the app holds the message itself, in the page only.
    private func decideOnWeb(_ message: Message) {
        switch displayChoice {
        case .now, .reenqueue: prepare(message)
        case .later:
            let held = options.webSDK == .v3_5_0
            if let older = deferred {
                drop(older, .busy, held ? "the app holds a newer message (`\(id(message))`) instead" : "a newer deferral (`\(id(message))`) replaced it")
            }
            deferred = message
            record(
                "defer", held ? "\(id(message)) held by the app (Web SDK 3.5.0 has no `deferInAppMessage`)" : "\(id(message)) deferred", about: message.trigger)
        case .discard: drop(message, .appDiscarded, "the app answered `discard`")
        }
    }

    /// Puts `message` on top of the stack. With `stack_duplicates: move` (iOS), an older copy
    /// of the same campaign is removed first, so the stack holds one copy, on top.
    private func push(_ message: Message, because why: String) {
        var moved = ""
        if options.stackDuplicates == .move, stackCounts[message.trigger, default: 0] > 0 {
            stack.removeAll { $0.trigger == message.trigger }
            stackCounts[message.trigger] = 0
            moved = " (its older copy is removed: one copy, on top)"
        }
        stack.append(message)
        stackCounts[message.trigger, default: 0] += 1
        record("stack", "\(id(message)) pushed on the stack: \(why)\(moved)", about: message.trigger)
    }

    /// Takes the top of the stack.
    private func popStack() -> Message? {
        guard let message = stack.popLast() else { return nil }
        stackCounts[message.trigger, default: 1] -= 1
        return message
    }

    /// Preparing a message: expired (with `expiry_check: prepare`), orientation, no_image,
    /// asset_failed; else it becomes visible.
    func prepare(_ message: Message) {
        let trigger = triggers[message.trigger]
        let data = trigger.message
        if options.expiryCheck == .prepare, let expiry = expiry(of: message), now >= expiry {
            return drop(message, .expired, expiredWhy(message, expiry: expiry), at: expiryLocation(trigger))
        }
        let device = orientation.rawValue.uppercased()
        if formFactor == .phone, data.orientation != "ANY", data.orientation != device {
            return drop(message, .orientation, "the message needs \(data.orientation.lowercased()) and the phone is \(orientation.rawValue)")
        }
        if data.imageURL == nil, needsImage(data) {
            return drop(message, .noImage, "a \(data.isImageOnly ? "image-only " : "")\(data.type.lowercased()) message without an image")
        }
        let assets = (data.imageURL.map { [$0] } ?? []) + data.assetURLs
        if let failed = assets.first(where: failingAssets.contains) {
            return drop(message, .assetFailed, "the download of \(failed) failed")
        }
        show(message)
    }

    /// R7: the moment the message is expired — its event's time plus `timeout`, or with
    /// `timeout_when_absent: delay_plus_30s` plus its delay and 30 s; nil when it never expires.
    /// It is expired from that moment on (the time since the event is at least the timeout).
    func expiry(of message: Message) -> Int64? {
        let trigger = triggers[message.trigger]
        if let timeout = trigger.timeout { return message.eventTime + timeout }
        if options.timeoutWhenAbsent == .delayPlus30s { return message.eventTime + trigger.delay * 1000 + 30_000 }
        return nil
    }

    private func expiredWhy(_ message: Message, expiry: Int64) -> String {
        "expired at \(TimeText.elapsed(expiry - start)) (triggered at \(TimeText.elapsed(message.eventTime - start)))"
    }

    private func expiryLocation(_ trigger: EngineTrigger) -> SourceLocation? {
        writer.sources.location(trigger.id) { $0.expireAfter }
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
        let id = id(message)
        let tie = message.tiedWith.isEmpty ? [] : [message.trigger] + message.tiedWith
        let token = visible.append(message, campaign: id, isBlocking: triggers[message.trigger].message.isBlocking, tie: tie)
        window.display(message.trigger)
        if !tie.isEmpty { window.tie(TieFact(eventTime: message.eventTime, winner: message.trigger, others: message.tiedWith)) }
        record("display", "\(id) displayed\(variantWords(triggers[message.trigger]))", about: message.trigger)
        if let duration = triggers[message.trigger].message.autoDismissMilliseconds {
            timers.schedule(.autoDismiss(token: token), at: now + duration)
        }
    }

    /// An auto-dismissal falls due; nothing when its message was closed or lost earlier.
    func autoDismiss(_ token: Int) {
        guard let shown = visible.message(token: token), !shown.isClosing else { return }
        close(shown, "\(shown.campaign) dismissed automatically", action: "auto_dismiss")
    }

    /// Closes the visible message `shown` (its auto-dismissal then finds it closing or gone):
    /// it stays on screen until its dismiss animation ends (`DismissAnimation`), then is gone.
    /// `actions`: the step objects of a click with Braze Actions, for the trace.
    func close(_ shown: VisibleMessages.Visible, _ text: String, action: String = "dismiss", actions: [JSONValue]? = nil) {
        let animation = DismissAnimation.milliseconds(of: triggers[shown.message.trigger].message, on: options.platform)
        guard animation > 0 else {
            visible.remove(token: shown.token)
            record(action, text, actions: actions, about: shown.message.trigger)
            return afterDismissal()
        }
        visible.startClosing(token: shown.token, goneAt: now + animation)
        let ends = "; its \(TimeText.duration(milliseconds: animation)) dismiss animation ends at \(TimeText.elapsed(now + animation - start))"
        record(action, text + ends, actions: actions, about: shown.message.trigger)
        timers.schedule(.gone(token: shown.token), at: now + animation)
    }

    /// "`x` is visible", or for a closing message "`x` is visible until its dismiss animation
    /// ends at +…".
    func isVisible(_ shown: VisibleMessages.Visible) -> String {
        guard let goneAt = shown.goneAt else { return "`\(shown.campaign)` is visible" }
        return "`\(shown.campaign)` is visible until its dismiss animation ends at \(TimeText.elapsed(goneAt - start))"
    }

    /// A dismiss animation ends: the message leaves the screen; nothing when it was lost earlier.
    func gone(_ token: Int) {
        guard let shown = visible.remove(token: token) else { return }
        record("gone", "\(shown.campaign) is gone", about: shown.message.trigger)
        afterDismissal()
    }

    private func afterDismissal() {
        if options.autoDrain == .onDismiss, visible.isEmpty { requestNext(automatic: true) }
    }

    /// `request_next`: the top of the stack (Web: the deferred message), prepared without
    /// asking the display choice again — or, with `request_next_asks: yes` (Android), asking it.
    func requestNext(automatic: Bool = false) {
        let word = automatic ? "auto_drain" : "request_next"
        let asks = options.requestNextAsks == .yes
        if options.platform == .web {
            let held = options.webSDK == .v3_5_0
            guard let message = deferred else { return record(word, held ? "nothing held by the app" : "nothing deferred") }
            deferred = nil
            record(word, "\(id(message)) taken from " + (held ? "the app" : "the deferral slot") + (asks ? "; the app is asked again" : ""))
            if triggers[message.trigger].message.isBlocking, let shown = visible.lastBlocking {
                return drop(message, .busy, isVisible(shown))
            }
            if asks { decideOnWeb(message) } else { prepare(message) }
            return
        }
        if !foreground { return record(word, "nothing: the app is in the background") }
        if let shown = visible.last { return record(word, "nothing: " + isVisible(shown)) }
        guard let message = popStack() else { return record(word, "nothing: the stack is empty") }
        record(word, "\(id(message)) taken from the top of the stack" + (asks ? "; the app is asked again" : ""))
        if asks { decide(message) } else { prepare(message) }
    }

    /// The return to the foreground: the message kept in Android's background slot shows
    /// (asking the display choice again with `request_next_asks: yes`).
    func returnToForeground() {
        guard let message = backgroundSlot, visible.isEmpty else { return }
        backgroundSlot = nil
        let asks = options.requestNextAsks == .yes
        record("slot", "\(id(message)) taken from the background slot" + (asks ? "; the app is asked again" : ""), about: message.trigger)
        if asks { decide(message) } else { prepare(message) }
    }

    /// `restart`: the stack, the visible message, the background slot and the auto-dismissals
    /// are lost, stamps survive; pending publications and the deferred message are lost too,
    /// or survive with `restart: keep_pending` (Web), where one already due publishes now.
    func restart() {
        stack = []
        stackCounts = [:]
        visible.removeAll()
        backgroundSlot = nil
        foreground = true
        displayChoice = initialDisplayChoice
        if options.restart == .keepPending {
            timers.retain {
                if case .publish = $0 { return true }
                return false
            }
            if options.platform == .web, options.webSDK == .v3_5_0, deferred != nil {
                // Without `deferInAppMessage` the message the app held lived in the page only.
                deferred = nil
                record(
                    "restart",
                    "the app restarts: the stack, the visible message and the message the app held are lost; pending publications and stamps survive")
            } else {
                record(
                    "restart", "the app restarts: the stack and the visible message are lost; pending publications, the deferred message and stamps survive")
            }
            advance(to: now)
        } else {
            timers.removeAll()
            deferred = nil
            record("restart", "the app restarts: stack, visible message and timers are lost; stamps survive")
        }
    }
}
