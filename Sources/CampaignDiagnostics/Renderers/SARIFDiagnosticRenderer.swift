import CanonicalJSON

/// `--format sarif`: a SARIF 2.1.0 log with one run.
///
/// The driver is `campaignc` with the caller's version, optional information URI and the rules
/// it passes (in the order given; `ruleIndex` points into that list and is left out for a code
/// that is not in it). Each diagnostic is one result with `ruleId`, `level`, `message.text`
/// and a physical location whose region uses the report's columns: the run declares
/// `columnKind: unicodeCodePoints`, and `endColumn` is exclusive as SARIF defines it. Notes with
/// a location become `relatedLocations`; fix-its become `fixes`. Paths are written as relative
/// URI references (see `uriReference(forPath:)`). Each result carries its fingerprint as
/// `partialFingerprints["campaignc/v1"]`; diagnostics hidden by inline suppressions are results
/// with a `suppressions` entry of kind `inSource` (SPEC §11).
public struct SARIFDiagnosticRenderer: DiagnosticRenderer {
    public static let schemaURI = "https://json.schemastore.org/sarif-2.1.0.json"
    public static let sarifVersion = "2.1.0"
    public static let toolName = "campaignc"

    public var toolVersion: String
    public var informationURI: String?
    public var rules: [RuleMetadata]
    public var style: JSONWriter.Style

    public init(
        toolVersion: String,
        informationURI: String? = nil,
        rules: [RuleMetadata],
        style: JSONWriter.Style = .pretty
    ) {
        self.toolVersion = toolVersion
        self.informationURI = informationURI
        self.rules = rules
        self.style = style
    }

    public func render(_ report: DiagnosticReport) -> String {
        String(decoding: renderBytes(report), as: UTF8.self)
    }

    /// The bytes of the log (UTF-8, with a final newline).
    public func renderBytes(_ report: DiagnosticReport) -> [UInt8] {
        JSONWriter(style: style).encodeDocument(value(of: report))
    }

    /// The log as a JSON value.
    public func value(of report: DiagnosticReport) -> JSONValue {
        var ruleIndex: [DiagnosticCode: Int] = [:]
        for (index, rule) in rules.enumerated() where ruleIndex[rule.code] == nil {
            ruleIndex[rule.code] = index
        }
        var driver: [String: JSONValue] = [
            "name": .string(Self.toolName),
            "version": .string(toolVersion),
            "rules": .array(rules.map(Self.value(of:))),
        ]
        if let informationURI {
            driver["informationUri"] = .string(informationURI)
        }
        // Suppressed diagnostics are results too, each with its `suppressions` entry, merged
        // into report order.
        let reported = zip(report.diagnostics, report.fingerprints).map { diagnostic, fingerprint in
            var stamped = diagnostic
            stamped.fingerprint = fingerprint
            return (stamped, nil as SuppressedDiagnostic?)
        }
        let all = reported + report.suppressed.map { ($0.diagnostic, $0) }
        let results: [JSONValue] = all.sortedForReport { $0.0 }.map { diagnostic, suppressed in
            if let suppressed { return Self.result(for: suppressed, ruleIndex: ruleIndex[diagnostic.code]) }
            return Self.result(for: diagnostic, ruleIndex: ruleIndex[diagnostic.code])
        }
        let run: JSONValue = [
            "tool": ["driver": .object(driver)],
            "columnKind": "unicodeCodePoints",
            "results": .array(results),
        ]
        return [
            "$schema": .string(Self.schemaURI),
            "version": .string(Self.sarifVersion),
            "runs": [run],
        ]
    }

    private static func value(of rule: RuleMetadata) -> JSONValue {
        var members: [String: JSONValue] = [
            "id": .string(rule.code.rawValue),
            "shortDescription": ["text": .string(rule.title)],
            "fullDescription": ["text": .string(rule.explanation)],
            "defaultConfiguration": ["level": .string(rule.defaultSeverity.rawValue)],
        ]
        if let help = rule.help {
            members["help"] = ["text": .string(help)]
        }
        return .object(members)
    }
}
