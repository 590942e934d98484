import CampaignDiagnostics
public import CanonicalJSON

extension ScenarioTrace {
    /// The trace as JSON (`Schemas/trace.schema.json`): the scenario, the options in force and
    /// the entries, each with its time, action, text and the verdict on every campaign named.
    public var jsonValue: JSONValue {
        var options: [String: JSONValue] = [:]
        for (key, value) in self.options.described { options[key] = .string(value) }
        return [
            "scenario": .string(scenario),
            "options": .object(options),
            "entries": .array(entries.map(\.jsonValue)),
        ]
    }
}

extension TraceEntry {
    var jsonValue: JSONValue {
        var members: [String: JSONValue] = [
            "elapsed_ms": .integer(elapsed),
            "time": .string(TimeText.elapsed(elapsed)),
            "action": .string(action),
            "text": .string(text),
        ]
        if noMatch { members["no_match"] = .bool(true) }
        if !verdicts.isEmpty { members["campaigns"] = .array(verdicts.map(\.jsonValue)) }
        if let location { members["location"] = Self.value(of: location) }
        if let actions { members["actions"] = .array(actions) }
        return .object(members)
    }

    static func value(of location: SourceLocation) -> JSONValue {
        ["file": .string(location.file), "line": JSONValue(location.range.start.line), "column": JSONValue(location.range.start.column)]
    }
}

extension CampaignVerdict {
    var jsonValue: JSONValue {
        var members: [String: JSONValue] = [
            "campaign": .string(campaign),
            "result": .string(reason == nil ? "selected" : "dropped"),
            "why": .string(why),
        ]
        if let reason { members["reason"] = .string(reason.rawValue) }
        if tie { members["tie"] = .bool(true) }
        if let location { members["location"] = TraceEntry.value(of: location) }
        return .object(members)
    }
}
