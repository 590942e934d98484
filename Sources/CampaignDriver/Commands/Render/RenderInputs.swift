import CampaignCompiler
import CampaignDiagnostics
import CampaignLiquid
import CampaignModel
import CampaignPayload
import CampaignWorkspace
import CampaignYAML
import CanonicalJSON

/// What `render` reads besides the campaigns: the `--user` profile and the `--event`, with
/// their diagnostics, and the zone rules Liquid's `time_zone` needs.
struct RenderInputs {
    var profile: UserProfile?
    var event: RenderEvent?
    var diagnostics: [Diagnostic]
    var sources: [SourceFile]
    /// The files read besides the inputs, so that no output overwrites them.
    var reads: [NamedPath]

    /// The largest profile, event or payload file read.
    static let maximumBytes = 64 * 1024 * 1024

    static func load(_ options: RenderOptions, files: any SourceFileSystem) throws(RunError) -> RenderInputs {
        let user = try yaml(options.userPath, option: "--user", files: files)
        let (profile, profileDiagnostics) = CampaignCompiler.loadProfile(user)
        var inputs = RenderInputs(
            profile: profile, event: nil, diagnostics: profileDiagnostics, sources: [user.source],
            reads: [NamedPath(option: "--user", path: options.userPath)])
        if let eventPath = options.eventPath {
            let file = try yaml(eventPath, option: "--event", files: files)
            let (event, eventDiagnostics) = CampaignCompiler.loadEvent(file)
            inputs.event = event
            inputs.diagnostics += eventDiagnostics
            inputs.sources.append(file.source)
            inputs.reads.append(NamedPath(option: "--event", path: eventPath))
            if event == nil, !eventDiagnostics.contains(where: { $0.severity == .error }) {
                throw .usage("invalid event '\(eventPath)': expected one document with `custom_event` or `purchase`")
            }
        }
        if let payload = options.payloadPath { inputs.reads.append(NamedPath(option: "--payload", path: payload)) }
        return inputs
    }

    static func yaml(_ path: String, option: String, files: any SourceFileSystem) throws(RunError) -> YAMLFile {
        switch files.read(path, limit: maximumBytes) {
        case .success(let bytes): return YAMLParser.parse(SourceFile(path: path, bytes: bytes), role: .projectFile)
        case .failure(let failure): throw .usage("cannot read \(option) '\(path)': \(failure.reason)")
        }
    }

    /// `--payload FILE`: a payload document of schema version 2 or 3 (missing, unreadable or
    /// malformed is exit 2).
    static func payload(_ path: String, files: any SourceFileSystem) throws(RunError) -> JSONValue {
        let bytes: [UInt8]
        switch files.read(path, limit: 256 * 1024 * 1024) {
        case .success(let read): bytes = read
        case .failure(let failure): throw .usage("cannot read payload '\(path)': \(failure.reason)")
        }
        let value: JSONValue
        do {
            value = try JSONReader().parse(bytes)
        } catch {
            throw .usage("invalid payload '\(path)': \(error.message)")
        }
        guard case .integer(let version)? = value["schema_version"], version == 2 || version == 3, value["triggers"]?.arrayValue != nil else {
            throw .usage("invalid payload '\(path)': expected a payload document with `schema_version` 2 or 3 and `triggers`")
        }
        return value
    }

    /// `--now` in Unix seconds, else the clock's.
    static func now(_ text: String?, default clock: Int64) throws(RunError) -> Int64 {
        guard let text else { return clock }
        guard let seconds = RFC3339Text.unixSecondsRoundingUp(text) else {
            throw .usage("invalid --now '\(text)': expected an RFC 3339 time with an offset, such as 2026-03-01T09:00:00Z")
        }
        return seconds
    }

    /// The checks' report with the profile's and event's diagnostics added.
    static func merged(_ report: DiagnosticReport, _ extra: [Diagnostic], sources: [SourceFile]) -> DiagnosticReport {
        guard !extra.isEmpty else { return report }
        var merged = DiagnosticReport(
            diagnostics: report.diagnostics + extra, sources: Array(report.sources.values) + sources, files: report.summary.files,
            campaigns: report.summary.campaigns)
        merged.summary.suppressed = report.summary.suppressed
        merged.summary.baselined = report.summary.baselined
        merged.files = report.files
        merged.units = report.units
        merged.suppressed = report.suppressed
        merged.fixed = report.fixed
        return merged
    }

    /// The renderer for `profile` at `now` (the event's `at` when it gives one), with the zone
    /// rules of every zone the profile and the texts name, read from the system's zoneinfo.
    /// `texts` are the messages' texts; the translations' texts are looked at too.
    func renderer(
        for profile: UserProfile, now: Int64, texts: [String], files: any SourceFileSystem, translations: [String: [String: String]] = [:]
    ) -> PayloadRenderer {
        let translated = translations.values.flatMap(\.values)
        let zones = ZoneNames.rules(texts: texts + translated, names: profile.timeZone.map { [$0] } ?? [], files: files)
        let at = event?.at.map { $0.unixMilliseconds / 1000 } ?? now
        let environment = LiquidRenderEnvironment(now: LiquidTime(seconds: at), timeZones: zones)
        return PayloadRenderer(
            profile: profile.liquid, environment: environment, event: event.map(Self.payloadEvent), userID: profile.userID, translations: translations)
    }

    /// The event as the renderer takes it: integral numbers are integers.
    static func payloadEvent(_ event: RenderEvent) -> PayloadRenderer.Event {
        func values(_ properties: [EventProperty]) -> [String: LiquidValue] {
            var out: [String: LiquidValue] = [:]
            for property in properties { out[property.name.value] = LiquidValue(property.value.value) }
            return out
        }
        switch event.step {
        case .purchase(let product, let properties): return PayloadRenderer.Event(.purchase(product.value), properties: values(properties))
        case .customEvent(let name, let properties): return PayloadRenderer.Event(.customEvent(name.value), properties: values(properties))
        default: return PayloadRenderer.Event(.customEvent(""))
        }
    }
}
