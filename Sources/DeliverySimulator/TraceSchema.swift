import CampaignModel
import CanonicalJSON

/// The JSON Schema (draft 2020-12) of one scenario's trace (`Schemas/trace.schema.json`), the
/// elements of `traces` in `campaignc test --format json --trace`.
public enum TraceSchema {
    private static let location: JSONValue = [
        "type": "object",
        "description": "A place in a source file (1-based line and column).",
        "properties": ["file": ["type": "string"], "line": ["type": "integer", "minimum": 1], "column": ["type": "integer", "minimum": 1]],
        "required": ["file", "line", "column"],
        "additionalProperties": false,
    ]

    /// The schema as a JSON value.
    public static var value: JSONValue {
        var optionProperties: [String: JSONValue] = [:]
        for key in SimulatorOptions.keys { optionProperties[key] = ["type": "string"] }
        return [
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "title": "campaignc scenario trace",
            "description": "The timeline of one scenario run by `campaignc test --trace --format json`.",
            "type": "object",
            "properties": [
                "scenario": ["type": "string", "description": "The scenario's id."],
                "options": [
                    "type": "object", "description": "The simulator options in force.", "properties": .object(optionProperties),
                    "required": .array(SimulatorOptions.keys.map(JSONValue.string)), "additionalProperties": false,
                ],
                "entries": ["type": "array", "items": ["$ref": "#/$defs/entry"]],
            ],
            "required": ["scenario", "options", "entries"],
            "additionalProperties": false,
            "$defs": [
                "location": location,
                "entry": [
                    "type": "object",
                    "description": "What happened at one moment.",
                    "properties": [
                        "elapsed_ms": ["type": "integer", "minimum": 0, "description": "Milliseconds since the scenario's start."],
                        "time": ["type": "string", "description": "The same as +HH:MM:SS.mmm."],
                        "action": ["type": "string", "description": "The step or engine action (custom_event, publish, display, drop, …)."],
                        "text": ["type": "string"],
                        "campaigns": ["type": "array", "items": ["$ref": "#/$defs/verdict"]],
                        "no_match": ["type": "boolean", "description": "The event reported no matching trigger."],
                        "location": ["$ref": "#/$defs/location"],
                        "actions": [
                            "type": "array", "minItems": 1, "items": ["$ref": "#/$defs/actionStep"],
                            "description": "A click with Braze Actions: the steps decoded from its URI, in order (not run).",
                        ],
                    ],
                    "required": ["elapsed_ms", "time", "action", "text"],
                    "additionalProperties": false,
                ],
                "actionStep": [
                    "type": "object",
                    "description": "One Braze Action as the SDKs read it: its wire type and, but for requestPushPermission, its arguments.",
                    "properties": [
                        "type": ["enum": .array(ActionStepWord.wireTypes.map(JSONValue.string))],
                        "args": ["type": "array", "minItems": 1, "maxItems": 2],
                    ],
                    "required": ["type"],
                    "additionalProperties": false,
                ],
                "verdict": [
                    "type": "object",
                    "description": "The engine's decision on one campaign whose trigger named the event.",
                    "properties": [
                        "campaign": ["type": "string"],
                        "result": ["enum": ["selected", "dropped"]],
                        "reason": ["enum": .array(DropReason.allCases.map { .string($0.rawValue) })],
                        "why": ["type": "string"],
                        "location": ["$ref": "#/$defs/location"],
                        "tie": ["const": true, "description": "A priority tie decided this outcome, which the devices do not define."],
                    ],
                    "required": ["campaign", "result", "why"],
                    "additionalProperties": false,
                ],
            ],
        ]
    }

    /// The bytes of `Schemas/trace.schema.json`: pretty JSON and a final newline.
    public static var fileBytes: [UInt8] { JSONWriter(style: .pretty).encodeDocument(value) }
}
