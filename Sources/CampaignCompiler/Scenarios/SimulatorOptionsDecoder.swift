import CampaignDiagnostics
import CampaignModel
import CampaignYAML

/// Decodes a `simulator:` mapping (SPEC §9.5) of the project file or of a scenario.
struct SimulatorOptionsDecoder {
    let context: DecodingContext

    func decode(_ node: YAMLNode) -> SimulatorOptions {
        let ctx = context
        var reader = MappingReader(node, field: "simulator", in: ctx)
        var options = SimulatorOptions()
        options.platform = reader.read("platform") { ctx.word($0, $1, as: SimulatorPlatform.self) }?.value
        options.scheduleBounds = reader.read("schedule_bounds") { ctx.word($0, $1, as: ScheduleBounds.self) }?.value
        options.tieBreak = reader.read("tie_break") { ctx.word($0, $1, as: TieBreak.self) }?.value
        options.stampAt = reader.read("stamp_at") { ctx.word($0, $1, as: StampMoment.self) }?.value
        options.intervalAtPublish = reader.read("interval_at_publish") { ctx.word($0, $1, as: IntervalAtPublish.self) }?.value
        options.absentProperty = reader.read("absent_property") { ctx.word($0, $1, as: AbsentProperty.self) }?.value
        options.agoBounds = reader.read("ago_bounds") { ctx.word($0, $1, as: AgoBounds.self) }?.value
        options.requestNextAsks = reader.read("request_next_asks") { ctx.word($0, $1, as: RequestNextAsks.self) }?.value
        options.stackDuplicates = reader.read("stack_duplicates") { ctx.word($0, $1, as: StackDuplicates.self) }?.value
        options.restart = reader.read("restart") { ctx.word($0, $1, as: RestartRule.self) }?.value
        options.autoDrain = reader.read("auto_drain") { ctx.word($0, $1, as: AutoDrain.self) }?.value
        options.timeoutWhenAbsent = reader.read("timeout_when_absent") { ctx.word($0, $1, as: TimeoutWhenAbsent.self) }?.value
        options.expiryCheck = reader.read("expiry_check") { ctx.word($0, $1, as: ExpiryCheck.self) }?.value
        options.regexCase = reader.read("regex_case") { ctx.word($0, $1, as: RegexCase.self) }?.value
        options.missingImage = reader.read("missing_image") { ctx.word($0, $1, as: MissingImageRule.self) }?.value
        options.background = reader.read("background") { ctx.word($0, $1, as: BackgroundRule.self) }?.value
        options.webSDK = reader.read("web_sdk") { ctx.word($0, $1, as: WebSDK.self) }?.value
        options.controlStampsInterval = reader.read("control_stamps_interval") { ctx.word($0, $1, as: ControlStampsInterval.self) }?.value
        reader.finish()
        return options
    }
}
