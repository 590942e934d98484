public import CampaignDiagnostics

/// The codes of variants and control groups (SPEC §17): the split's limits and sum (`E104`),
/// a variant name used twice (`E205`) and equal variants (`W915`), decided by the campaign
/// decoder; beside the catalogue entry of `CatalogueEntry+Variants.swift`.
public enum VariantMessages: MessageFamily {
    public static let stage = PipelineStage.perFile
    public static let codes: [DiagnosticCode] = [.E104, .E205, .W915]

    /// How to fix a finding of each code this family is the home of, in general (E104's and
    /// E205's general help are their first families').
    public static let generalHelp: [DiagnosticCode: String] = [
        .W915: equalVariantsHelp
    ]

    // MARK: E104

    /// E104 at the later of `message` and `variants`.
    public static let messageAndVariants = message(
        .E104, "a campaign has either `message` or `variants`, not both",
        help: "keep `variants` and move this message into one of them, or remove `variants`")

    /// E104 at `variants`: fewer than 2 or more than 8 variants.
    public static func variantCount(_ found: Int) -> DiagnosticMessage {
        message(
            .E104, "a campaign has 2 to 8 variants, found \(found)",
            help: found < 2 ? "add a second variant, or write the one message as `message:`" : "remove variants until 8 are left")
    }

    /// E104 at `control`'s value, or at the last variant's `percent`: the split does not sum to 100.
    public static func splitSum(_ sum: Int, withControl: Bool) -> DiagnosticMessage {
        let what = withControl ? "the variants' percents and `control`" : "the variants' percents"
        return message(
            .E104, "\(what) sum to \(sum); they must sum to 100",
            help: sum > 100 ? "take \(sum - 100) off a percent" : "add \(100 - sum) to a percent, or to `control`")
    }

    /// The note on a diagnostic inside a variant's message.
    public static func inVariantNote(_ name: String) -> String {
        "in variant \(name)"
    }

    // MARK: E205

    /// E205 at the later of two variants with the same name.
    public static func duplicateName(_ name: String) -> DiagnosticMessage {
        message(.E205, "two variants are named `\(name)`", help: "give each variant its own `name`")
    }

    public static let firstNameNote = "the first variant with this name is here"

    // MARK: W915

    /// W915 at the later variant's `name`.
    public static func equalVariants(_ later: String, _ earlier: String) -> DiagnosticMessage {
        message(.W915, "variant `\(later)` has the same message as variant `\(earlier)`", help: equalVariantsHelp)
    }

    /// W915's help, which the catalogue shows too.
    public static let equalVariantsHelp = "change one of the two messages, or remove one variant and give its percent to the other"

    public static let earlierEqualNote = "the variant with the same message is here"
}
