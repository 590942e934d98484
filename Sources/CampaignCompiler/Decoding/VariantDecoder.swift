import CampaignDiagnostics
import CampaignMessages
import CampaignModel
import CampaignYAML

/// The variants of an A/B test and the control group (SPEC §17): `variants:` (2..8, each
/// `name`, `percent` and `message`) in place of `message:`, and `control:`.
enum VariantDecoder {
    /// E101's help for a `control:` without `variants:`.
    static let hints = ["control": "`control` goes with `variants`: it is the share of users who get none of them"]
}

extension CampaignDecoder {
    /// `message:` or `variants:` (with `control:`); `E104` for both, `E102` (for `message`) for neither.
    func decodeMessageOrVariants(_ reader: inout MappingReader, into decoded: inout DecodedCampaign) {
        let ctx = context
        let hasVariants = reader.has("variants")
        if hasVariants, reader.has("message") {
            let message = reader.takeEntry("message")
            let variants = reader.takeEntry("variants")
            if let message, let variants {
                let later = message.key.range.start < variants.key.range.start ? variants : message
                ctx.report(VariantMessages.messageAndVariants, at: later.key.range)
            }
            _ = reader.take("control")
            return
        }
        guard hasVariants, let node = reader.take("variants") else {
            decoded.message = reader.require("message").flatMap { MessageDecoder(context: ctx, files: files).decode($0) }
            return
        }
        let control = reader.take("control").flatMap { ctx.integer($0, "control", in: 0...99) }
        guard let list = ctx.list(node, "variants") else {
            decoded.variants = []
            return
        }
        let variants = list.value.map(decodeVariant)
        decoded.variants = variants
        let mark = ctx.mark
        if !(2...8).contains(variants.count) {
            ctx.report(VariantMessages.variantCount(variants.count), at: list.range)
        }
        reportDuplicateNames(variants)
        reportEqualVariants(variants)
        let percents = variants.compactMap(\.percent)
        guard percents.count == variants.count, let last = percents.last else { return }
        let sum = percents.reduce(control?.value ?? 0) { $0 + $1.value }
        if sum != 100 {
            ctx.report(VariantMessages.splitSum(sum, withControl: control != nil), at: control?.range ?? last.range)
        }
        let built = variants.compactMap(\.variant)
        guard built.count == variants.count, !ctx.blockingErrorSince(mark) else { return }
        decoded.split = VariantSplit(variants: built, control: control?.value ?? 0)
    }

    /// One entry of `variants:`.
    private func decodeVariant(_ node: YAMLNode) -> DecodedVariant {
        let ctx = context
        var reader = MappingReader(node, field: "variants", in: ctx)
        var variant = DecodedVariant()
        guard reader.isValid else { return variant }
        variant.name = reader.readRequired("name", ctx.id)
        variant.percent = reader.readRequired("percent") { ctx.integer($0, $1, in: 1...99) }
        variant.messageNode = reader.require("message")
        variant.message = variant.messageNode.flatMap { MessageDecoder(context: ctx, files: files).decode($0) }
        reader.finish()
        return variant
    }

    /// `E205` at the later of two variants with one name, with a note at the first.
    private func reportDuplicateNames(_ variants: [DecodedVariant]) {
        var first: [String: SourceRange] = [:]
        for name in variants.compactMap(\.name) {
            if let earlier = first[name.value] {
                context.report(
                    VariantMessages.duplicateName(name.value), at: name.range,
                    notes: [context.note(VariantMessages.firstNameNote, at: earlier)])
            } else {
                first[name.value] = name.range
            }
        }
    }

    /// `W915` at the later of two variants whose messages are written alike, with a note at
    /// the earlier one's name; each variant is compared once with each earlier one.
    private func reportEqualVariants(_ variants: [DecodedVariant]) {
        // By shape, so a list of any length costs one pass (past 8 variants E104 says it all).
        guard variants.count <= 8 else { return }
        var first: [WrittenShape: Located<String>] = [:]
        for variant in variants {
            guard let name = variant.name, let node = variant.messageNode, variant.message?.message != nil else { continue }
            let shape = WrittenShape(node)
            if let earlier = first[shape] {
                context.report(
                    VariantMessages.equalVariants(name.value, earlier.value), at: name.range,
                    notes: [context.note(VariantMessages.earlierEqualNote, at: earlier.range)])
            } else {
                first[shape] = name
            }
        }
    }
}

/// A node as written, without its places: scalars by text and whether they are plain (a
/// plain `yes` and a quoted `"yes"` read differently), mappings by their entries in key order.
/// Two messages with equal shapes compile to equal messages.
indirect enum WrittenShape: Hashable {
    case scalar(String, plain: Bool)
    case mapping([String: WrittenShape])
    case sequence([WrittenShape])
    case invalid

    init(_ node: YAMLNode) {
        switch node {
        case .scalar(let s):
            self = .scalar(s.text, plain: s.style == .plain)
        case .mapping(let m):
            self = .mapping(Dictionary(m.entries.map { ($0.key.text, WrittenShape($0.value)) }, uniquingKeysWith: { first, _ in first }))
        case .sequence(let s):
            self = .sequence(s.items.map(WrittenShape.init))
        case .invalid:
            self = .invalid
        }
    }
}
