import CampaignDiagnostics

/// Where a code is decided: the one rule, decoder, reader, analysis or front end that reports
/// it (SPEC §4). `CodeOwner.all` answers "where is E310 decided?" by name; a test checks that
/// it names every code exactly once.
struct CodeOwner: Sendable {
    /// The type (or, outside this target, the stage) that reports the codes.
    let name: String
    /// The codes only this owner reports.
    let codes: [DiagnosticCode]

    init(_ owner: Any.Type, _ codes: [DiagnosticCode]) {
        self.name = String(describing: owner)
        self.codes = codes
    }

    /// An owner outside this target, with codes by their spelling, so that the table names
    /// codes a target being built alongside adds (a spelling that is not a code yet is left
    /// out until it is one).
    init(stage name: String, spelled spellings: [String]) {
        self.name = name
        self.codes = spellings.compactMap(DiagnosticCode.init(rawValue:))
    }

    /// Every owner: the front end, the decoders and readers, the rules stage, the
    /// cross-campaign analyses and the stages outside the compiler.
    static var all: [CodeOwner] {
        [
            CodeOwner(stage: "CampaignYAML (the front end)", spelled: ["E001", "E002", "E003", "E004", "E005", "E006", "E007", "E008", "W009"]),
            CodeOwner(DecodingContext.self, [.E101, .E102, .E103, .E104, .E105, .E106, .E107]),
            CodeOwner(ProjectDecoder.self, [.E108]),
            CodeOwner(MessageKeys.self, [.E203]),
            CodeOwner(ButtonDecoder.self, [.E204, .E205]),
            CodeOwner(URLReader.self, [.E208, .W211, .E212]),
            CodeOwner(LocalImageChecker.self, [.E209, .E210]),
            CodeOwner(TriggerDecoder.self, [.E301, .E307]),
            CodeOwner(FilterDecoder.self, [.E302, .E303, .E304, .E305, .W311, .W312]),
            CodeOwner(ExtrasDecoder.self, [.E501]),
            CodeOwner(DuplicateIDAnalysis.self, [.E401]),
            CodeOwner(PriorityTieAnalysis.self, [.W402]),
            CodeOwner(stage: "suppression comments", spelled: ["W010", "W011", "W012"]),
            CodeOwner(stage: "DeliverySimulator (scenarios)", spelled: ["E601", "E602", "E603", "W604", "E605"]),
        ] + CampaignRules.families.map { CodeOwner($0, $0.codes) }
    }

    /// The owner of `code`, nil for a code no owner names (a test keeps that from happening).
    static func owner(of code: DiagnosticCode) -> CodeOwner? {
        all.first { $0.codes.contains(code) }
    }
}
