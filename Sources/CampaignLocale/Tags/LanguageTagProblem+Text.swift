extension LanguageTagProblem {
    /// What is wrong, naming the subtag as written: "`fra` is a three-letter code of a
    /// language that has the two-letter code `fr`".
    public var reason: String {
        switch kind {
        case .empty: return "the language tag is empty"
        case .badCharacter(let scalar): return "\(LanguageTagProblem.shown(scalar)) cannot appear in a language tag (ASCII letters, digits and `-` only)"
        case .emptySubtag: return "a language tag has no empty subtags (`-` separates them)"
        case .subtagTooLong(let subtag): return "`\(subtag)` is longer than 8 characters, the most a subtag has"
        case .underscore: return "BCP 47 separates subtags with `-`, not `_`"
        case .wrongCase: return "BCP 47 writes the language in lowercase, the script in titlecase and the region in uppercase"
        case .unknownLanguage(let code): return "`\(code)` is not an ISO 639 language code"
        case .reservedLanguage(let code): return "`\(code)` is reserved for local use (ISO 639's `qaa`–`qtz`), not a language"
        case .specialLanguage(let code, let name): return "`\(code)` is ISO 639's code for \(name), not a language"
        case .languageGroup(let code): return "`\(code)` is the ISO 639-2 code of a group of languages, not of one language"
        case .longLanguageCode(let code, let two): return "`\(code)` is a three-letter code of a language that has the two-letter code `\(two)`"
        case .withdrawnLanguage(let code, let current): return "`\(code)` was withdrawn from ISO 639; the language's code is `\(current)`"
        case .extlang(let written): return "`\(written)` uses an extended language subtag; BCP 47 writes the language alone"
        case .unknownScript(let code): return "`\(code)` is not an ISO 15924 script code"
        case .unknownRegion(let code):
            return code.utf8.allSatisfy(TagBytes.isDigit)
                ? "`\(code)` is not a UN M.49 area BCP 47 takes" : "`\(code)` is not an ISO 3166-1 region code"
        case .regionForm(let code, let alpha2): return "`\(code)` names the region `\(alpha2)`; BCP 47 takes ISO 3166-1's two-letter code"
        case .unexpectedSubtag(let subtag): return "`\(subtag)` is neither a script (4 letters) nor a region (2 letters or 3 digits) at its place"
        case .unsupported(let part, let subtag):
            let what = ["variant": "a variant", "extension": "an extension", "private use": "a private-use part", "grandfathered": "a grandfathered tag"]
            return "`\(subtag)` is \(what[part.rawValue] ?? part.rawValue); locales are language[-Script][-REGION]"
        }
    }

    /// What to write: "write `fr-FR`", "did you mean `en`?", or a general hint.
    public var help: String? {
        if let fix {
            switch kind {
            case .unknownLanguage, .unknownScript, .unknownRegion: return "did you mean `\(fix)`?"
            default: return "write `\(fix)`"
            }
        }
        switch kind {
        case .empty, .unknownLanguage, .reservedLanguage, .specialLanguage, .languageGroup:
            return "write the language's ISO 639 code, such as `en`, `fr` or `zh`"
        case .unknownRegion: return "write an ISO 3166-1 alpha-2 code such as `US` or `FR`"
        case .unknownScript: return "write an ISO 15924 code such as `Latn`, `Cyrl` or `Hant`"
        default: return nil
        }
    }

    /// A scalar as a message shows it: `` `é` ``, or `U+0020` for spaces and invisible ones.
    static func shown(_ scalar: Unicode.Scalar) -> String {
        let visible = scalar.properties.generalCategory
        switch visible {
        case .spaceSeparator, .control, .format, .lineSeparator, .paragraphSeparator, .unassigned, .surrogate, .privateUse:
            return "U+" + LanguageTagProblem.hex(scalar.value)
        default:
            return "`\(scalar)`"
        }
    }

    static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
