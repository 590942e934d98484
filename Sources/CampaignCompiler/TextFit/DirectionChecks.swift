import CampaignDiagnostics
import CampaignLocale
import CampaignMessages

/// W906 and W907 for one text (SPEC §16.3): the left-to-right runs of a right-to-left locale's
/// text that no isolate holds, and markup in a field the SDKs draw as text. Liquid (`{{…}}`,
/// `{%…%}`) is neither: it is not drawn as written; nor is a tag part of a run.
enum DirectionChecks {
    /// One report: the message and, for W906, the fix-it's replacement of the whole value.
    struct Report {
        let message: DiagnosticMessage
        let fixIt: FixIt?
    }

    /// Whether `tag` (BCP 47) is a right-to-left locale (SPEC §16.3), as the preview draws it: by
    /// its script subtag when it has one (`az-Arab`), else by its language.
    static func isRightToLeft(_ tag: String) -> Bool {
        TextDirection.isRightToLeft(tag)
    }

    /// W906 for `text` of locale `locale`, written at `range` as `written`: one report naming
    /// every run, with the unsafe fix-it that isolates them (for a value written on one line).
    static func unisolatedRuns(_ text: String, locale: String, range: SourceRange, written: String?) -> Report? {
        guard isRightToLeft(locale) else { return nil }
        let runs = BidiScan.unisolatedRuns(in: withoutMarkup(withoutLiquid(text)))
        guard !runs.isEmpty else { return nil }
        let all = Array(text.unicodeScalars)
        let original = runs.map { BidiRun(range: $0.range, text: scalars(all, in: $0.range)) }
        var fixIt: FixIt?
        if let written, !written.contains(where: \.isNewline) {
            let replacement = YAMLScalar.doubleQuoted(BidiScan.isolating(text, runs: original))
            fixIt = FixIt(TextFitMessages.isolateTitle(original.map(\.text)), range: range, replacement: replacement, safe: false)
        }
        return Report(message: TextFitMessages.unisolated(original.map(\.text), locale: locale), fixIt: fixIt)
    }

    /// W907 for `text` of the non-html field `field`: one report naming its tags.
    static func markup(_ text: String, field: String) -> Report? {
        guard MarkupScan.mayHoldTags(text) else { return nil }
        let all = Array(text.unicodeScalars)
        var tags: [String] = []
        var seen: Set<String> = []
        for tag in MarkupScan.tags(in: withoutLiquid(text)) {
            let written = scalars(all, in: tag.range)
            if seen.insert(written).inserted { tags.append(written) }
        }
        return tags.isEmpty ? nil : Report(message: TextFitMessages.markup(tags, field: field), fixIt: nil)
    }

    /// `text` with every scalar of its Liquid outputs and tags replaced by ARABIC LETTER ALEF
    /// (strong right-to-left, and no `<`): scalar offsets stay those of `text`, and a run or a
    /// tag never spans Liquid.
    static func withoutLiquid(_ text: String) -> String {
        guard text.contains("{{") || text.contains("{%") else { return text }
        let scalars = Array(text.unicodeScalars)
        var out = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            if index + 1 < scalars.count, scalars[index] == "{", scalars[index + 1] == "{" || scalars[index + 1] == "%" {
                let closing: Unicode.Scalar = scalars[index + 1] == "{" ? "}" : "%"
                var end = index + 2
                while end + 1 < scalars.count, !(scalars[end] == closing && scalars[end + 1] == "}") { end += 1 }
                let stop = min(scalars.count, end + 2)
                for _ in index..<stop { out.append("\u{0627}") }
                index = stop
                continue
            }
            out.append(scalars[index])
            index += 1
        }
        return String(out)
    }

    /// `text` with every scalar of its tags (W907's, reported on their own) replaced by ALEF, so
    /// that a run never takes in part of a tag.
    static func withoutMarkup(_ text: String) -> String {
        let tags = MarkupScan.tags(in: text)
        guard !tags.isEmpty else { return text }
        var out = String.UnicodeScalarView()
        var next = 0
        for (offset, scalar) in text.unicodeScalars.enumerated() {
            while next < tags.count, tags[next].range.upperBound <= offset { next += 1 }
            out.append(next < tags.count && tags[next].range.contains(offset) ? "\u{0627}" : scalar)
        }
        return String(out)
    }

    /// The scalars at offsets `range` of a text's `scalars`.
    static func scalars(_ scalars: [Unicode.Scalar], in range: Range<Int>) -> String {
        var out = String.UnicodeScalarView()
        out.append(contentsOf: scalars[range.clamped(to: 0..<scalars.count)])
        return String(out)
    }
}
