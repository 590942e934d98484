import CampaignDiagnostics
import CampaignLiquid
import CampaignMessages
import CampaignModel
import CampaignYAML

/// E901 (SPEC §16.2): `{% translation id %}` blocks misused in a message — nested, around a
/// link's scheme or host, around an HTML tag or attribute, one id for two texts, an id that is
/// the path of another field, or an id that is not `^[A-Za-z0-9_.-]{1,64}$`. Ids are reported
/// at the id, the other problems at the opening tag. Each message (the campaign's, each
/// variant's) is one scope for ids.
struct TranslationBlockRules: CampaignRule {
    func check(_ campaign: DecodedCampaign, in context: RuleContext) {
        guard context.mayHoldLiquid, let root = campaign.root else { return }
        for message in MessageTextField.messages(in: root) {
            check(MessageTextField.fields(of: message), in: context)
        }
    }

    private func check(_ fields: [MessageTextField], in context: RuleContext) {
        // A text without Liquid and the word holds no block: most texts are not parsed again here.
        let candidates = fields.filter { LiquidDetection.containsLiquid($0.scalar.text) && TranslationUnit.mentionsTranslation($0.scalar.text) }
        guard !candidates.isEmpty else { return }
        let visible = Dictionary(fields.filter { $0.kind == .visibleText }.map { ($0.path, $0.scalar.range) }, uniquingKeysWith: { first, _ in first })
        var first: [String: (body: String, range: SourceRange)] = [:]
        for field in candidates {
            let text = FieldText(field.scalar, in: context.source, template: context.templates.template(field.scalar.text, at: field.scalar.range))
            let blocks = text.template.translationSpans
            guard !blocks.isEmpty else { continue }
            let located = text.mapped()
            let scalars = Array(text.text.unicodeScalars)
            var open: [LiquidTranslationSpan] = []
            for block in blocks {
                let idRange = located.range(block.idRange)
                let opening = located.range(block.openingRange)
                while let last = open.last, last.depth >= block.depth { open.removeLast() }
                if let outer = open.last {
                    context.report(
                        TranslationBlockMessages.nested(outer: outer.id), at: opening,
                        notes: [context.note(TranslationBlockMessages.nestedNote(outer.id), at: located.range(outer.openingRange))])
                }
                open.append(block)
                if !LiquidTranslationSpan.isValidID(block.id) {
                    context.report(TranslationBlockMessages.invalidID(block.id), at: idRange)
                } else if let other = visible[block.id], block.id != field.path {
                    context.report(
                        TranslationBlockMessages.fieldPath(block.id), at: idRange,
                        notes: [context.note(TranslationBlockMessages.fieldPathNote(block.id), at: other)])
                } else if let earlier = first[block.id] {
                    if earlier.body != block.body {
                        context.report(
                            TranslationBlockMessages.conflicting(block.id), at: idRange,
                            notes: [context.note(TranslationBlockMessages.conflictingNote(block.id), at: earlier.range)])
                    }
                } else {
                    first[block.id] = (block.body, idRange)
                }
                switch field.kind {
                case .visibleText: break
                case .uri:
                    if !Self.startsAfterHost(scalars[..<block.openingRange.lowerBound]) {
                        context.report(TranslationBlockMessages.aroundURLStart(block.id), at: opening)
                    }
                case .html:
                    if block.body.contains("<") || block.body.contains(">") {
                        context.report(TranslationBlockMessages.aroundHTMLTag(block.id), at: opening)
                    } else if Self.isAttributePosition(scalars[..<block.openingRange.lowerBound]) {
                        context.report(TranslationBlockMessages.aroundHTMLAttribute(block.id), at: opening)
                    }
                }
            }
        }
    }

    /// True when `prefix`, the link's text before a block, holds its whole scheme and host: a
    /// scheme and `:`, and after a `//` the host ended by `/`, `?` or `#`.
    static func startsAfterHost(_ prefix: ArraySlice<Unicode.Scalar>) -> Bool {
        var index = prefix.startIndex
        guard index < prefix.endIndex, isLetter(prefix[index]) else { return false }
        while index < prefix.endIndex, isLetter(prefix[index]) || ("0"..."9").contains(prefix[index]) || "+-.".unicodeScalars.contains(prefix[index]) {
            index += 1
        }
        guard index < prefix.endIndex, prefix[index] == ":" else { return false }
        index += 1
        guard prefix[index...].starts(with: "//".unicodeScalars) else { return true }
        index += 2
        return prefix[index...].contains { $0 == "/" || $0 == "?" || $0 == "#" }
    }

    private static func isLetter(_ scalar: Unicode.Scalar) -> Bool { ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) }

    /// True when the HTML before a block leaves it inside a tag but outside a quoted attribute
    /// value: where the block would hold attributes.
    static func isAttributePosition(_ prefix: ArraySlice<Unicode.Scalar>) -> Bool {
        guard let open = prefix.lastIndex(of: "<") else { return false }
        if let close = prefix.lastIndex(of: ">"), close > open { return false }
        var quote: Unicode.Scalar?
        for scalar in prefix[(open + 1)...] {
            if let current = quote {
                if scalar == current { quote = nil }
            } else if scalar == "\"" || scalar == "'" {
                quote = scalar
            }
        }
        return quote == nil
    }
}
