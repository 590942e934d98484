import CanonicalJSON

/// Every diagnostic code of SPEC §4. Codes are never renumbered or reused.
/// The first letter gives the default severity; `severity:` overrides and
/// `--warnings-as-errors` change the severity, never the code.
public enum DiagnosticCode: String, Hashable, Comparable, Sendable, CaseIterable {
    case E001
    case E002
    case E003
    case E004
    case E005
    case E006
    case E007
    case E008
    case W009
    case W010
    case W011
    case W012
    case E101
    case E102
    case E103
    case E104
    case E105
    case E106
    case E107
    case E108
    case E201
    case E202
    case E203
    case E204
    case E205
    case E208
    case E209
    case E210
    case W211
    case E212
    case E213
    case E214
    case W215
    case W216
    case E301
    case E302
    case E303
    case E304
    case E305
    case E306
    case E307
    case E310
    case W311
    case W312
    case W313
    case W314
    case W315
    case W316
    case W317
    case W318
    case W319
    case E320
    case W321
    case W322
    case E401
    case W402
    case W403
    case E501
    case E503
    case E504
    case E505
    case E506
    case E601
    case E602
    case E603
    case W604
    case E605
    case W606
    case W701
    case W702
    case W703
    case W704
    case E801
    case E802
    case E803
    case E805
    case W806
    case E807
    case E808
    case W809
    case E810
    case E811
    case E812
    case W813
    case W814
    case E901
    case W902
    case W903
    case W904
    case W905
    case W906
    case W907
    case E908
    case W915

    /// `error` for `E…` codes, `warning` for `W…` codes.
    public var defaultSeverity: Severity {
        rawValue.hasPrefix("W") ? .warning : .error
    }

    /// True when a campaign with this problem can still be compiled exactly as written
    /// (SPEC §3): every warning, and the errors listed there. Only these codes may be turned
    /// off or downgraded in `severity:`, suppressed inline, or recorded in a baseline.
    public var isAdjustable: Bool {
        if defaultSeverity == .warning { return true }
        switch self {
        case .E201, .E202, .E208, .E212, .E213, .E310, .E320, .E503, .E504, .E505, .E506: return true
        default: return false
        }
    }

    public static func < (lhs: DiagnosticCode, rhs: DiagnosticCode) -> Bool {
        UTF8Order.precedes(lhs.rawValue, rhs.rawValue)
    }
}
