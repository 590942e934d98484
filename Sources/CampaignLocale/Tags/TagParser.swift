/// The walk over one tag's subtags (ASCII letters, digits and `-` only): structure, the ISO
/// tables, then case. Every step is linear in the tag's length; fixes are worked out only for
/// tags of at most `LanguageTag.longestFixed` bytes.
struct TagParser {
    typealias Problem = LanguageTagProblem

    let bytes: [UInt8]
    /// Each subtag's byte range.
    private var subtags: [Range<Int>] = []

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    func parse() -> Result<LanguageTag, Problem> {
        var parser = self
        if let problem = parser.split() { return .failure(problem) }
        switch parser.walk() {
        case .failure(let problem):
            return .failure(problem)
        case .success(let tag):
            let written = TagBytes.string(bytes)
            guard written == tag.description else {
                return .failure(Problem(.wrongCase, at: 0..<bytes.count, fix: tag.description))
            }
            return .success(tag)
        }
    }

    /// Splits at `-`; an empty subtag is reported at its hyphen, a long one whole.
    private mutating func split() -> Problem? {
        var start = 0
        for index in 0...bytes.count where index == bytes.count || bytes[index] == UInt8(ascii: "-") {
            if index == start {
                let hyphen = index == bytes.count ? index - 1 : index
                return Problem(.emptySubtag, at: hyphen..<(hyphen + 1))
            }
            if index - start > 8 {
                return Problem(.subtagTooLong(text(start..<index)), at: start..<index)
            }
            subtags.append(start..<index)
            start = index + 1
        }
        return nil
    }

    private func text(_ range: Range<Int>) -> String { TagBytes.string(bytes[range]) }
    private func lower(_ index: Int) -> [UInt8] { TagBytes.lower(bytes[subtags[index]]) }
    private func count(_ index: Int) -> Int { subtags[index].count }
    private func allLetters(_ index: Int) -> Bool { bytes[subtags[index]].allSatisfy(TagBytes.isLetter) }
    private func allDigits(_ index: Int) -> Bool { bytes[subtags[index]].allSatisfy(TagBytes.isDigit) }

    private func problem(_ kind: Problem.Kind, subtag index: Int, fix: String? = nil) -> Result<LanguageTag, Problem> {
        .failure(Problem(kind, at: subtags[index], fix: fix))
    }

    /// The canonical tag written with subtag `index` replaced by `replacement` (nil: removed),
    /// when that tag is valid.
    private func fix(replacing index: Int, with replacement: String?) -> String? {
        guard bytes.count <= LanguageTag.longestFixed else { return nil }
        var parts: [String] = []
        for (position, range) in subtags.enumerated() {
            if position == index {
                if let replacement { parts.append(replacement) }
            } else {
                parts.append(text(range))
            }
        }
        return TagParser.valid(parts.joined(separator: "-"))
    }

    /// The canonical spelling of `text` when it is a valid tag in any case.
    private static func valid(_ text: String) -> String? {
        guard !text.isEmpty else { return nil }
        switch TagParser(Array(text.utf8)).parse() {
        case .success(let tag): return tag.description
        case .failure(let problem): return problem.kind == .wrongCase ? problem.fix : nil
        }
    }

    /// The canonical spelling of the subtags before `index`, when valid.
    private func prefix(before index: Int) -> String? {
        guard index > 0, bytes.count <= LanguageTag.longestFixed else { return nil }
        return TagParser.valid(text(subtags[0].lowerBound..<subtags[index - 1].upperBound))
    }

    private func walk() -> Result<LanguageTag, Problem> {
        let language: String
        switch checkLanguage() {
        case .failure(let problem): return .failure(problem)
        case .success(let code): language = code
        }
        var index = 1
        var script: String?
        var region: String?
        if index < subtags.count, count(index) == 3, allLetters(index), language.utf8.count <= 3 {
            return extlang(index)
        }
        if index < subtags.count, count(index) == 4, allLetters(index) {
            let code = TagBytes.title(bytes[subtags[index]])
            guard ISO15924Table.codes.contains(code) else {
                let guess = TagTables.closeScript(code)
                return problem(.unknownScript(text(subtags[index])), subtag: index, fix: guess.flatMap { fix(replacing: index, with: $0) })
            }
            script = TagBytes.string(code)
            index += 1
        }
        if index < subtags.count, (count(index) == 2 && allLetters(index)) || (count(index) == 3 && allDigits(index)) {
            switch checkRegion(index) {
            case .failure(let problem): return .failure(problem)
            case .success(let code): region = code
            }
            index += 1
        }
        if index < subtags.count { return extra(index, hasScript: script != nil, hasRegion: region != nil) }
        return .success(LanguageTag(language: language, script: script, region: region))
    }

    private func checkLanguage() -> Result<String, Problem> {
        let written = text(subtags[0])
        let code = lower(0)
        let range = subtags[0]
        func failure(_ kind: Problem.Kind, fix: String? = nil) -> Result<String, Problem> {
            .failure(Problem(kind, at: range, fix: fix))
        }
        if count(0) == 1 {
            let part: LanguageTagProblem.Part = code == [UInt8(ascii: "x")] ? .privateUse : .grandfathered
            return code == [UInt8(ascii: "x")] || code == [UInt8(ascii: "i")]
                ? .failure(Problem(.unsupported(part, subtag: TagBytes.string(bytes)), at: 0..<bytes.count))
                : failure(.unknownLanguage(written))
        }
        guard allLetters(0) else { return failure(.unknownLanguage(written)) }
        switch code.count {
        case 2:
            if ISO639Table.twoLetter.contains(code) { return .success(TagBytes.string(code)) }
            if let current = TagTables.withdrawnLanguage(code) {
                return failure(.withdrawnLanguage(written, current: current), fix: fix(replacing: 0, with: current))
            }
            return failure(.unknownLanguage(written))
        case 3:
            if ISO639Table.threeLetter.contains(code) { return .success(TagBytes.string(code)) }
            if let index = ISO639Table.longForms.index(of: code) {
                let two = ISO639Table.longForms.value(at: index, keyWidth: 3)
                return failure(.longLanguageCode(written, twoLetter: two), fix: fix(replacing: 0, with: two))
            }
            if code[0] == UInt8(ascii: "q"), code[1] <= UInt8(ascii: "t") { return failure(.reservedLanguage(written)) }
            if ISO639Table.collective.contains(code) { return failure(.languageGroup(written)) }
            if ISO639Table.special.contains(code) {
                return failure(.specialLanguage(written, name: TagTables.specialName(code)))
            }
            return failure(.unknownLanguage(written))
        default:
            let named = TagTables.languageNamed(written)
            return failure(.unknownLanguage(written), fix: named.flatMap { fix(replacing: 0, with: $0) })
        }
    }

    /// A three-letter subtag right after the language: a region written in alpha-3 (`en-USA`,
    /// though `usa` is also a language), or an extended language subtag.
    private func extlang(_ index: Int) -> Result<LanguageTag, Problem> {
        let code = lower(index)
        if !ISO3166Table.alpha3.contains(TagBytes.upper(code)), ISO639Table.threeLetter.contains(code) {
            return problem(.extlang(text(subtags[0].lowerBound..<subtags[index].upperBound)), subtag: index, fix: fix(replacing: 0, with: nil))
        }
        return regionAlpha3(index)
    }

    private func regionAlpha3(_ index: Int) -> Result<LanguageTag, Problem> {
        if let entry = ISO3166Table.alpha3.index(of: TagBytes.upper(bytes[subtags[index]])) {
            let alpha2 = ISO3166Table.alpha3.value(at: entry, keyWidth: 3)
            return problem(.regionForm(text(subtags[index]), alpha2: alpha2), subtag: index, fix: fix(replacing: index, with: alpha2))
        }
        return problem(.unexpectedSubtag(text(subtags[index])), subtag: index)
    }

    private func checkRegion(_ index: Int) -> Result<String, Problem> {
        let code = TagBytes.upper(bytes[subtags[index]])
        let written = text(subtags[index])
        if count(index) == 2 {
            if ISO3166Table.alpha2.contains(code) { return .success(TagBytes.string(code)) }
            let guess = TagTables.closeRegion(code)
            return .failure(Problem(.unknownRegion(written), at: subtags[index], fix: guess.flatMap { fix(replacing: index, with: $0) }))
        }
        if TagTables.areas.contains(code) { return .success(TagBytes.string(code)) }
        if let entry = ISO3166Table.numeric.index(of: code) {
            let alpha2 = ISO3166Table.numeric.value(at: entry, keyWidth: 3)
            return .failure(Problem(.regionForm(written, alpha2: alpha2), at: subtags[index], fix: fix(replacing: index, with: alpha2)))
        }
        return .failure(Problem(.unknownRegion(written), at: subtags[index]))
    }

    /// What follows `language[-Script][-REGION]`: a misplaced script or region, a name written
    /// for a code, or a variant, extension or private-use part.
    private func extra(_ index: Int, hasScript: Bool, hasRegion: Bool) -> Result<LanguageTag, Problem> {
        let written = text(subtags[index])
        let length = count(index)
        if length == 4, allLetters(index) {
            let code = TagBytes.title(bytes[subtags[index]])
            if !hasScript, ISO15924Table.codes.contains(code), bytes.count <= LanguageTag.longestFixed {
                let reordered = [text(subtags[0]), TagBytes.string(code)] + subtags[1..<index].map(text) + subtags[(index + 1)...].map(text)
                return problem(.unexpectedSubtag(written), subtag: index, fix: TagParser.valid(reordered.joined(separator: "-")))
            }
            return problem(.unexpectedSubtag(written), subtag: index)
        }
        if length == 3, allLetters(index) { return regionAlpha3(index) }
        if length >= 5, allLetters(index) {
            if !hasScript, !hasRegion, let code = TagTables.scriptNamed(written) {
                return problem(.unknownScript(written), subtag: index, fix: fix(replacing: index, with: code))
            }
            if !hasRegion, let code = TagTables.regionNamed(written) {
                return problem(.unknownRegion(written), subtag: index, fix: fix(replacing: index, with: code))
            }
        }
        if length >= 5 || (length == 4 && TagBytes.isDigit(bytes[subtags[index].lowerBound])) {
            return problem(.unsupported(.variant, subtag: written), subtag: index, fix: prefix(before: index))
        }
        if length == 1 {
            let rest = subtags[index].lowerBound..<bytes.count
            let part: LanguageTagProblem.Part = lower(index) == [UInt8(ascii: "x")] ? .privateUse : .extension
            return .failure(Problem(.unsupported(part, subtag: text(rest)), at: rest, fix: prefix(before: index)))
        }
        return problem(.unexpectedSubtag(written), subtag: index)
    }
}
