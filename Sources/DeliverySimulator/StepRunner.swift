import CampaignDiagnostics
import CampaignMessages
import CampaignModel

/// Applies a scenario's steps to the engine and checks its expectations.
struct StepRunner {
    let engine: DeliveryEngine
    let file: String
    let scenario: Scenario
    private(set) var diagnostics: [Diagnostic] = []

    init(engine: DeliveryEngine, file: String, scenario: Scenario) {
        self.engine = engine
        self.file = file
        self.scenario = scenario
        if scenario.display == .reenqueue, engine.options.platform != .android {
            cannotHappen(ExpectationMessages.reenqueueNeedsAndroid, at: scenario.id.range)
        }
    }

    mutating func run(_ step: ScenarioStep) {
        let engine = engine
        if let event = EngineEvent(step.kind) {
            engine.currentStep = step.range
            engine.handle(event)
            return
        }
        switch step.kind {
        case .wait(let duration):
            engine.record("wait", "wait \(TimeText.duration(milliseconds: duration.milliseconds))")
            engine.advance(to: engine.now + duration.milliseconds)
        case .dismiss:
            guard let shown = engine.visible.lastOpen else { return cannotHappen(nothingToClose(step: "dismiss"), at: step.range) }
            engine.close(shown, "\(shown.campaign) dismissed")
        case .click(let button):
            click(button, at: step.range)
        case .requestNext:
            engine.requestNext()
        case .display(let choice):
            if choice == .reenqueue, engine.options.platform != .android {
                return cannotHappen(ExpectationMessages.reenqueueNeedsAndroid, at: step.range)
            }
            engine.displayChoice = choice
            engine.record("display_choice", "the app answers `\(choice.rawValue)` from now on")
        case .background, .foreground:
            moveApp(to: step.kind == .foreground, at: step.range)
        case .rotate(let orientation):
            engine.orientation = orientation
            engine.record("rotate", "the device turns to \(orientation.rawValue)")
        case .network(let state):
            engine.online = state == .on
            engine.record("network", state == .on ? "the device is online" : "the device goes offline: templated messages cannot be fetched")
        case .restart:
            engine.restart()
        case .expect(let expectation):
            diagnostics += ExpectationChecker(engine: engine, window: engine.window, file: file).check(expectation)
            engine.startNextWindow()
        default:
            break
        }
    }

    private mutating func click(_ button: Located<String>?, at range: SourceRange) {
        let engine = engine
        guard let shown = engine.visible.lastOpen else { return cannotHappen(nothingToClose(step: "click"), at: range) }
        let id = shown.campaign
        let message = engine.triggers[shown.message.trigger].message
        guard let button else {
            if message.type == "MODAL" || message.type == "FULL", !message.buttons.isEmpty {
                return cannotHappen(ExpectationMessages.bodyClickWithButtons(id, buttons: message.buttons.map(\.id)), at: range)
            }
            let outcome = ClickOutcome(uri: message.uri)
            return engine.close(shown, "\(id) clicked\(outcome.text)", actions: outcome.actions)
        }
        guard let found = message.buttons.first(where: { $0.id == button.value }) else {
            return cannotHappen(ExpectationMessages.noSuchButton(button.value, campaign: id, buttons: message.buttons.map(\.id)), at: button.range)
        }
        let outcome = ClickOutcome(uri: found.uri)
        engine.close(shown, "\(id) button `\(found.id)` clicked\(outcome.text)", actions: outcome.actions)
    }

    /// E602 for a `dismiss` or `click` with no open message: nothing visible, or only messages
    /// already closing.
    private func nothingToClose(step: String) -> DiagnosticMessage {
        if let closing = engine.visible.last {
            return ExpectationMessages.onlyClosing(step: step, campaign: closing.campaign, goneAt: TimeText.elapsed((closing.goneAt ?? 0) - engine.start))
        }
        return step == "dismiss" ? ExpectationMessages.dismissWithNothingVisible : ExpectationMessages.clickWithNothingVisible
    }

    private mutating func moveApp(to foreground: Bool, at range: SourceRange) {
        let engine = engine
        let word = foreground ? "foreground" : "background"
        if engine.options.platform == .web {
            return cannotHappen(ExpectationMessages.noBackgroundOnWeb(word), at: range)
        }
        engine.foreground = foreground
        engine.record(word, foreground ? "the app returns to the foreground" : "the app goes to the background")
        if foreground { engine.returnToForeground() }
    }

    private mutating func cannotHappen(_ message: DiagnosticMessage, at range: SourceRange) {
        engine.record("impossible", message.text)
        diagnostics.append(Diagnostic(message, at: SourceLocation(file: file, range: range)))
    }
}
