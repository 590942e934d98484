import CampaignDiagnostics
import CampaignMessages
import CampaignModel
import CampaignYAML

/// Decodes the project file `campaignc.yaml` (SPEC §3) with the campaign readers and codes.
/// A part that fails keeps its default, so one mistake never hides the rest of the file.
struct ProjectDecoder {
    let context: DecodingContext
    /// Why a text is not a valid `exclude:` glob, or nil when it is (the input layer's grammar).
    let globProblem: @Sendable (String) -> String?

    func decode(_ file: YAMLFile, root: String) -> ProjectSettings {
        var settings = ProjectSettings(root: root)
        guard let document = file.documents.first else { return settings }
        for extra in file.documents.dropFirst() {
            context.report(ProjectMessages.oneDocument(found: file.documentCount), at: extra.root.range)
        }
        let ctx = context
        var reader = MappingReader(document.root, in: ctx)
        if let interval = reader.read("trigger_minimum_interval", { ctx.duration($0, $1, wholeSeconds: true) }) {
            settings.triggerMinimumInterval = interval.value
        }
        if let assets = reader.take("assets") {
            settings.assets = decodeAssets(assets)
        }
        if let viewTypes = reader.take("view_types") {
            settings.viewTypes = decodeViewTypes(viewTypes)
        }
        if let severity = reader.take("severity") {
            settings.severity = decodeSeverity(severity)
        }
        if let exclude = reader.read("exclude", ctx.list) {
            settings.exclude = exclude.value.compactMap { decodeGlob($0) }
        }
        if let baseline = reader.read("baseline", ctx.nonEmptyString) {
            settings.baseline = ProjectSettings.path(baseline.value, inProjectAt: root)
        }
        if let simulator = reader.take("simulator") {
            settings.simulator = SimulatorOptionsDecoder(context: ctx).decode(simulator)
        }
        if let accessibility = reader.take("accessibility") {
            settings.contrastLevel = decodeAccessibility(accessibility)
        }
        decodeLiquidDeclarations(&reader, into: &settings, root: root)
        if let localisation = reader.take("localisation") {
            settings.localisation = decodeLocalisation(localisation)
        }
        reader.finish()
        // A persona is a profile: its decoder checks it.
        LiquidOutsideTexts.check(.mapping(document.root), in: ctx, as: .projectFile) { $0.first == "personas" && $0.count > 1 }
        return settings
    }

    func decodeAssets(_ node: YAMLNode) -> AssetSettings {
        let ctx = context
        var assets = AssetSettings()
        var reader = MappingReader(node, field: "assets", in: ctx)
        assets.baseURLIsWritten = reader.has("base_url")
        if let url = reader.read("base_url", ctx.nonEmptyString), ProjectDecoder.checkBaseURL(url, in: ctx) {
            assets.baseURL = url.value
        }
        if let maxBytes = reader.read("max_bytes", { ctx.integer($0, $1, in: 1...Int.max) }) {
            assets.maxBytes = maxBytes.value
        }
        if let hosts = reader.read("allowed_hosts", ctx.list) {
            assets.allowedHosts = hosts.value.compactMap { item in
                ctx.nonEmptyString(item, "allowed_hosts").flatMap { ProjectDecoder.host($0, in: ctx) }
            }
        }
        reader.finish()
        return assets
    }

    /// E106 unless the URL is `https://host/…/` (ends with `/`).
    static func checkBaseURL(_ url: Located<String>, in ctx: DecodingContext) -> Bool {
        let text = url.value
        let prefix = "https://"
        let afterScheme = text.hasPrefix(prefix) ? text.dropFirst(prefix.count) : nil
        let host = afterScheme.map { $0.prefix { $0 != "/" } } ?? ""
        if afterScheme != nil, !host.isEmpty, text.hasSuffix("/"), !text.contains(" ") { return true }
        let missesSlash = !text.lowercased().hasPrefix("http://") && afterScheme != nil && !host.isEmpty && !text.hasSuffix("/")
        let help: String? =
            text.lowercased().hasPrefix("http://") ? ProjectMessages.useHTTPSHelp : missesSlash ? ProjectMessages.trailingSlashHelp : nil
        // The final `/` is the one edit that makes the URL what the author wrote, plus its end.
        let fixIt = missesSlash && !text.contains(" ") ? FixIts.appendSlash(to: url) : nil
        ctx.report(ProjectMessages.baseURL(found: text), at: url.range, help: help, fixIts: fixIt.map { [$0] } ?? [])
        return false
    }

    /// A host name (letters, digits, `-`, dot-separated labels), lowercased; E106 otherwise.
    static func host(_ text: Located<String>, in ctx: DecodingContext) -> String? {
        let labels = text.value.split(separator: ".", omittingEmptySubsequences: false)
        let valid =
            text.value.utf8.count <= 253
            && labels.allSatisfy { label in
                (1...63).contains(label.utf8.count) && !label.hasPrefix("-") && !label.hasSuffix("-")
                    && label.utf8.allSatisfy { ScalarSyntax.isLowerAlnum($0 | 0x20) || $0 == UInt8(ascii: "-") }
            }
        guard valid else {
            var help: String?
            if let schemeEnd = text.value.firstRange(of: "://") {
                let rest = text.value[schemeEnd.upperBound...].prefix { $0 != "/" && $0 != ":" }
                if !rest.isEmpty { help = ProjectMessages.onlyTheHostHelp(rest) }
            }
            ctx.report(ProjectMessages.hostName(found: text.value), at: text.range, help: help)
            return nil
        }
        return text.value.lowercased()
    }

    /// `view_types: { name: { message_types, required_extras, message_format } }`.
    func decodeViewTypes(_ node: YAMLNode) -> [ViewTypeContract] {
        let ctx = context
        var reader = MappingReader(node, field: "view_types", in: ctx)
        var contracts: [ViewTypeContract] = []
        for entry in reader.takeAll() {
            let name = entry.key.text
            if name.isEmpty {
                ctx.report(ProjectMessages.viewTypeName, at: entry.key.range)
                continue
            }
            var fields = MappingReader(entry.value, field: name, in: ctx)
            let mark = ctx.mark
            var types: [MessageType] = []
            if let list = fields.readRequired("message_types", ctx.list) {
                if list.value.isEmpty {
                    ctx.report(ProjectMessages.noMessageTypes, at: list.range)
                }
                types = list.value.compactMap { ctx.word($0, "message_types", as: MessageType.self)?.value }
            }
            let extras =
                fields.read("required_extras", ctx.list)?.value.compactMap {
                    ctx.nonEmptyString($0, "required_extras")?.value
                } ?? []
            let format = fields.read("message_format") { ctx.word($0, $1, as: MessageFormat.self) }
            fields.finish()
            if fields.isValid, !ctx.blockingErrorSince(mark) {
                contracts.append(ViewTypeContract(name: name, messageTypes: types, requiredExtras: extras, messageFormat: format?.value ?? .text))
            }
        }
        return contracts
    }

    /// One `exclude:` glob (SPEC §1); E106 when it is not a valid pattern.
    func decodeGlob(_ node: YAMLNode) -> String? {
        guard let text = context.nonEmptyString(node, "exclude") else { return nil }
        if let reason = globProblem(text.value) {
            context.report(ProjectMessages.glob(found: text.value, reason: reason), at: text.range)
            return nil
        }
        return text.value
    }

    /// (v3) `accessibility: { contrast: AA | AAA }` (SPEC §3): the level of the contrast
    /// checks; another word is E104, and the level stays AA.
    func decodeAccessibility(_ node: YAMLNode) -> ContrastLevel {
        var reader = MappingReader(node, field: "accessibility", in: context)
        let level = reader.read("contrast") { context.word($0, $1, as: ContrastLevel.self) }
        reader.finish()
        return level?.value ?? .aa
    }

    /// `severity: { CODE: error | warning | off }`.
    func decodeSeverity(_ node: YAMLNode) -> [DiagnosticCode: SeverityOverride] {
        let ctx = context
        var reader = MappingReader(node, field: "severity", in: ctx)
        var overrides: [DiagnosticCode: SeverityOverride] = [:]
        let codes = DiagnosticCode.allCases.map(\.rawValue)
        for entry in reader.takeAll() {
            let word = ctx.word(entry.value, entry.key.text, as: SeverityOverride.self)
            guard let code = DiagnosticCode(rawValue: entry.key.text) else {
                ctx.report(ProjectMessages.diagnosticCode(found: entry.key.text, codes: codes), at: entry.key.range)
                continue
            }
            guard code.isAdjustable else {
                ctx.report(SuppressionMessages.notAdjustable(code), at: entry.key.range)
                continue
            }
            if let word { overrides[code] = word.value }
        }
        return overrides
    }
}
