import CanonicalJSON

/// A baseline file (SPEC §11, `Schemas/baseline.schema.json`): how many diagnostics of each
/// fingerprint a project accepted, so that a run reports only new ones.
///
/// ```json
/// {"entries": [{"code": "W402", "count": 1, "fingerprint": "3f…"}], "schema_version": 1}
/// ```
///
/// Entries are sorted by fingerprint; the file is pretty canonical JSON, so the same
/// diagnostics always give the same bytes.
public struct Baseline: Hashable, Sendable {
    /// The version of the file's shape.
    public static let schemaVersion: Int64 = 1

    /// One accepted fingerprint.
    public struct Entry: Hashable, Sendable {
        public var fingerprint: String
        public var code: DiagnosticCode
        public var count: Int

        public init(fingerprint: String, code: DiagnosticCode, count: Int) {
            self.fingerprint = fingerprint
            self.code = code
            self.count = count
        }
    }

    /// Sorted by fingerprint, one entry per fingerprint.
    public private(set) var entries: [Entry]

    public init(entries: [Entry]) {
        self.entries = entries.sorted { $0.fingerprint < $1.fingerprint }
    }

    /// The baseline of `diagnostics` (fingerprinted): those with an adjustable code, counted
    /// per fingerprint. `leftOut` is how many were not recorded because their code is not adjustable.
    public static func recording(_ diagnostics: [Diagnostic]) -> (baseline: Baseline, leftOut: Int) {
        var counts: [String: Entry] = [:]
        var leftOut = 0
        for diagnostic in diagnostics {
            guard diagnostic.code.isAdjustable, let fingerprint = diagnostic.fingerprint else {
                leftOut += 1
                continue
            }
            counts[fingerprint, default: Entry(fingerprint: fingerprint, code: diagnostic.code, count: 0)].count += 1
        }
        return (Baseline(entries: Array(counts.values)), leftOut)
    }

    /// What matching a run's diagnostics against this baseline gives.
    public struct Match: Sendable {
        /// The diagnostics still to report, in the order given.
        public var reported: [Diagnostic]
        /// How many were matched.
        public var baselined: Int
        /// The fingerprints of entries with fewer matches than their count, sorted.
        public var fixed: [String]
    }

    /// Matches `diagnostics` as a multiset: an entry of count 2 takes the first two diagnostics
    /// with its fingerprint (in the order given, report order), a third is reported.
    public func match(_ diagnostics: [Diagnostic]) -> Match {
        var matcher = Matcher(self)
        let reported = diagnostics.filter { !matcher.take($0) }
        return Match(reported: reported, baselined: diagnostics.count - reported.count, fixed: matcher.fixed)
    }

    /// `match` one diagnostic at a time, for a run whose diagnostics come in batches: what
    /// each entry still hides.
    public struct Matcher: Sendable {
        private let entries: [Entry]
        private var remaining: [String: Int]

        public init(_ baseline: Baseline) {
            entries = baseline.entries
            remaining = Dictionary(baseline.entries.map { ($0.fingerprint, $0.count) }, uniquingKeysWith: +)
        }

        /// Whether an entry hides `diagnostic` (which it then hides no more of).
        public mutating func take(_ diagnostic: Diagnostic) -> Bool {
            guard let fingerprint = diagnostic.fingerprint, let left = remaining[fingerprint], left > 0 else { return false }
            remaining[fingerprint] = left - 1
            return true
        }

        /// Whether an entry would hide `diagnostic`, without taking it.
        public func wouldTake(_ diagnostic: Diagnostic) -> Bool {
            guard let fingerprint = diagnostic.fingerprint, let left = remaining[fingerprint] else { return false }
            return left > 0
        }

        /// The fingerprints of entries with fewer matches than their count, sorted.
        public var fixed: [String] {
            entries.filter { (remaining[$0.fingerprint] ?? 0) > 0 }.map(\.fingerprint)
        }
    }

    /// The file as a JSON value.
    public var value: JSONValue {
        [
            "schema_version": .integer(Self.schemaVersion),
            "entries": .array(
                entries.map { entry in
                    [
                        "fingerprint": .string(entry.fingerprint),
                        "code": .string(entry.code.rawValue),
                        "count": JSONValue(entry.count),
                    ]
                }),
        ]
    }

    /// The bytes of the file: pretty canonical JSON and a final newline.
    public var fileBytes: [UInt8] {
        JSONWriter(style: .pretty).encodeDocument(value)
    }

    /// Reads a baseline file; nil with a reason when it is not one.
    public static func read(_ bytes: [UInt8]) -> Result<Baseline, BaselineError> {
        // The strict reader of every JSON campaignc reads; a baseline nests three levels deep.
        guard let value = try? JSONReader(maxDepth: 64).parse(bytes), let object = value.objectValue else {
            return .failure(BaselineError("not a JSON object"))
        }
        guard Set(object.keys) == ["schema_version", "entries"] else {
            return .failure(BaselineError("expected exactly the keys entries and schema_version"))
        }
        guard object["schema_version"] == .integer(schemaVersion) else {
            return .failure(BaselineError("schema_version must be \(schemaVersion)"))
        }
        guard let items = object["entries"]?.arrayValue else { return .failure(BaselineError("entries must be an array")) }
        var entries: [Entry] = []
        for (position, item) in items.enumerated() {
            guard let entry = Self.entry(item) else {
                return .failure(BaselineError("entry \(position + 1) is not {code, count, fingerprint}"))
            }
            entries.append(entry)
        }
        guard Set(entries.map(\.fingerprint)).count == entries.count else {
            return .failure(BaselineError("a fingerprint appears twice"))
        }
        return .success(Baseline(entries: entries))
    }

    private static func entry(_ value: JSONValue) -> Entry? {
        guard let object = value.objectValue, Set(object.keys) == ["code", "count", "fingerprint"],
            case .string(let fingerprint) = object["fingerprint"], isFingerprint(fingerprint),
            case .string(let name) = object["code"], let code = DiagnosticCode(rawValue: name), code.isAdjustable,
            case .integer(let count) = object["count"], count >= 1, count <= Int64(Int32.max)
        else { return nil }
        return Entry(fingerprint: fingerprint, code: code, count: Int(count))
    }

    /// 32 lowercase hex digits.
    static func isFingerprint(_ text: String) -> Bool {
        text.utf8.count == 32 && text.utf8.allSatisfy { (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }
    }
}

/// Why a baseline file could not be read.
public struct BaselineError: Error, Hashable, Sendable {
    public var reason: String

    public init(_ reason: String) {
        self.reason = reason
    }
}
