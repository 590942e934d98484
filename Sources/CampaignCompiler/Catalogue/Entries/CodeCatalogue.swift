public import CampaignDiagnostics

/// The code catalogue: one entry per diagnostic code. It drives `campaignc explain`, the
/// `rules` of SARIF reports, the descriptions of the project file's `severity:` keys in the
/// config schema, and a test that runs every entry's examples through the compiler.
public enum CodeCatalogue {
    /// Every entry, in code order.
    public static let all: [CatalogueEntry] = DiagnosticCode.allCases.sorted().map(entry(for:))

    /// The entry of `code`. The switch is exhaustive, so a new code does not compile without one.
    public static func entry(for code: DiagnosticCode) -> CatalogueEntry {
        switch code {
        case .E001: .e001
        case .E002: .e002
        case .E003: .e003
        case .E004: .e004
        case .E005: .e005
        case .E006: .e006
        case .E007: .e007
        case .E008: .e008
        case .W009: .w009
        case .W010: .w010
        case .W011: .w011
        case .W012: .w012
        case .E101: .e101
        case .E102: .e102
        case .E103: .e103
        case .E104: .e104
        case .E105: .e105
        case .E106: .e106
        case .E107: .e107
        case .E108: .e108
        case .E201: .e201
        case .E202: .e202
        case .E203: .e203
        case .E204: .e204
        case .E205: .e205
        case .E208: .e208
        case .E209: .e209
        case .E210: .e210
        case .W211: .w211
        case .E212: .e212
        case .E213: .e213
        case .E214: .e214
        case .W215: .w215
        case .W216: .w216
        case .E301: .e301
        case .E302: .e302
        case .E303: .e303
        case .E304: .e304
        case .E305: .e305
        case .E306: .e306
        case .E307: .e307
        case .E310: .e310
        case .W311: .w311
        case .W312: .w312
        case .W313: .w313
        case .W314: .w314
        case .W315: .w315
        case .W316: .w316
        case .W317: .w317
        case .W318: .w318
        case .W319: .w319
        case .E320: .e320
        case .W321: .w321
        case .W322: .w322
        case .E401: .e401
        case .W402: .w402
        case .W403: .w403
        case .E501: .e501
        case .E503: .e503
        case .E504: .e504
        case .E505: .e505
        case .E506: .e506
        case .E601: .e601
        case .E602: .e602
        case .E603: .e603
        case .W604: .w604
        case .E605: .e605
        case .W606: .w606
        case .W701: .w701
        case .W702: .w702
        case .W703: .w703
        case .W704: .w704
        case .E801: .e801
        case .E802: .e802
        case .E803: .e803
        case .E805: .e805
        case .W806: .w806
        case .E807: .e807
        case .E808: .e808
        case .W809: .w809
        case .E810: .e810
        case .E811: .e811
        case .E812: .e812
        case .W813: .w813
        case .W814: .w814
        case .E901: .e901
        case .W902: .w902
        case .W903: .w903
        case .W904: .w904
        case .W905: .w905
        case .W906: .w906
        case .W907: .w907
        case .E908: .e908
        case .W915: .w915
        }
    }

    /// The code whose text is `text`, ignoring case (`e201` is E201), or nil.
    public static func code(named text: String) -> DiagnosticCode? {
        DiagnosticCode(rawValue: text.uppercased())
    }

    /// SARIF rule metadata for every code, in code order.
    public static var ruleMetadata: [RuleMetadata] { all.map(\.ruleMetadata) }
}
