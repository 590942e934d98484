import CampaignPatterns
import CanonicalJSON

// campaignc-patterns: campaignc's side of Scripts/check_web_regex.js, not a user command. Reads
// JSON lines `{"pattern": P, "subjects": [S…]}` on standard input and writes one JSON line per
// input: whether ICU (case-insensitively, as E303 checks) and JavaScript accept P, the texts
// of the constructs W321 names (when both accept), whether W322 holds, and for each subject whether the Web
// reading (JavaScript, case-sensitive) and the ICU reading (case-sensitive) find a match
// (null when that reading rejects P, or gives up).

/// `outcome` as JSON: true, false, or null when the search gave up.
func found(_ outcome: SearchOutcome?) -> JSONValue {
    switch outcome {
    case .found?: .bool(true)
    case .notFound?: .bool(false)
    default: .null
    }
}

func compiled(_ pattern: String, _ dialect: PatternDialect) -> CompiledPattern? {
    guard case .success(let parsed) = RegularExpression.parse(pattern, dialect: dialect) else { return nil }
    return CompiledPattern(parsed)
}

func answer(_ line: String) -> JSONValue {
    guard let input = try? JSONReader().parse(Array(line.utf8)), case .string(let pattern)? = input["pattern"] else {
        return JSONValue(pairs: [("error", .string("expected {\"pattern\": …, \"subjects\": […]}"))])
    }
    let subjects = (input["subjects"]?.arrayValue ?? []).compactMap { value -> String? in
        if case .string(let text) = value { return text }
        return nil
    }
    let assessment = PatternAssessment.assess(pattern)
    let web = compiled(pattern, .javaScript)
    let icu = compiled(pattern, .icu)
    let bothAccept = assessment.icuError == nil && assessment.javaScriptError == nil
    return JSONValue(pairs: [
        ("pattern", .string(pattern)),
        ("icu", .bool(assessment.icuError == nil)),
        ("javaScript", .bool(assessment.javaScriptError == nil)),
        ("javaScriptReason", JSONValue(assessment.javaScriptError?.reason)),
        ("w321", .array(bothAccept ? assessment.differences.map { .string($0.text) } : [])),
        ("w322", .bool(assessment.catastrophic != nil)),
        ("web", .array(subjects.map { subject in web.map { found($0.search(subject)) } ?? .null })),
        ("icuSensitive", .array(subjects.map { subject in icu.map { found($0.search(subject)) } ?? .null })),
    ])
}

while let line = readLine(strippingNewline: true) {
    guard !line.isEmpty else { continue }
    print(String(decoding: JSONWriter.compact(answer(line)), as: UTF8.self))
}
