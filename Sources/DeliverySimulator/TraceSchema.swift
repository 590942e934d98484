import CampaignModel
public import CanonicalJSON

/// The JSON Schema (draft 2020-12) of one scenario's trace (`Schemas/trace.schema.json`), the
/// elements of `traces` in `campaignc test --format json --trace`.
public enum TraceSchema {
    private static let location = JSONSchema.object(
        "A place in a source file (1-based line and column).", required: ["file", "line", "column"],
        ["file": JSONSchema.string(), "line": JSONSchema.integer(minimum: 1), "column": JSONSchema.integer(minimum: 1)]
    )

    private static let entry = JSONSchema.object(
        "What happened at one moment.", required: ["elapsed_ms", "time", "action", "text"],
        [
            "elapsed_ms": JSONSchema.integer("Milliseconds since the scenario's start.", minimum: 0),
            "time": JSONSchema.string("The same as +HH:MM:SS.mmm."),
            "action": JSONSchema.string("The step or engine action (custom_event, publish, display, drop, …)."),
            "text": JSONSchema.string(),
            "campaigns": JSONSchema.array(JSONSchema.ref("verdict")),
            "no_match": JSONSchema.boolean("The event reported no matching trigger."),
            "location": JSONSchema.ref("location"),
            "actions": JSONSchema.array(
                JSONSchema.ref("actionStep"), "A click with Braze Actions: the steps decoded from its URI, in order (not run).", minItems: 1),
        ]
    )

    private static let actionStep = JSONSchema.object(
        "One Braze Action as the SDKs read it: its wire type and, but for requestPushPermission, its arguments.", required: ["type"],
        [
            "type": ["enum": .array(ActionStepWord.wireTypes.map(JSONValue.string))],
            "args": ["type": "array", "minItems": 1, "maxItems": 2],
        ]
    )

    private static let verdict = JSONSchema.object(
        "The engine's decision on one campaign whose trigger named the event.", required: ["campaign", "result", "why"],
        [
            "campaign": JSONSchema.string(),
            "result": ["enum": ["selected", "dropped"]],
            "reason": ["enum": .array(DropReason.allCases.map { .string($0.rawValue) })],
            "why": JSONSchema.string(),
            "location": JSONSchema.ref("location"),
            "tie": ["const": true, "description": "A priority tie decided this outcome, which the devices do not define."],
        ]
    )

    /// The schema as a JSON value.
    public static var value: JSONValue {
        var optionProperties: [String: JSONValue] = [:]
        for key in SimulatorOptions.keys { optionProperties[key] = JSONSchema.string() }
        return JSONSchema.document(
            title: "campaignc scenario trace", "The timeline of one scenario run by `campaignc test --trace --format json`.",
            required: ["scenario", "options", "entries"],
            [
                "scenario": JSONSchema.string("The scenario's id."),
                "options": JSONSchema.object("The simulator options in force.", required: SimulatorOptions.keys, optionProperties),
                "entries": JSONSchema.array(JSONSchema.ref("entry")),
            ],
            definitions: ["location": location, "entry": entry, "actionStep": actionStep, "verdict": verdict]
        )
    }

    /// The bytes of `Schemas/trace.schema.json`: pretty JSON and a final newline.
    public static var fileBytes: [UInt8] { JSONWriter(style: .pretty).encodeDocument(value) }
}
