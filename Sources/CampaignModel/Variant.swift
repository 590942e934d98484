/// One message variant of an A/B test (SPEC §17): its name, its share of the users and the
/// message those users get.
public struct Variant: Hashable, Sendable {
    /// The `name` id, unique in the campaign, located at its value.
    public var name: Located<String>
    /// The share of users, 1...99, located at its value.
    public var percent: Located<Int>
    public var message: Message

    public init(name: Located<String>, percent: Located<Int>, message: Message) {
        self.name = name
        self.percent = percent
        self.message = message
    }
}

/// The split of a campaign with variants: the control group and the variants in written
/// order, each with the buckets it takes.
public struct VariantSplit: Hashable, Sendable {
    /// The variants, in written order (2...8).
    public var variants: [Variant]
    /// The control group's percent, 0...99 (0: no control group).
    public var control: Int

    public init(variants: [Variant], control: Int) {
        self.variants = variants
        self.control = control
    }

    /// The variants' percents, in written order.
    public var percents: [Int] { variants.map(\.percent.value) }

    /// The buckets of the control group, nil when `control` is 0.
    public var controlBuckets: ClosedRange<Int>? { VariantAssignment.controlBuckets(control: control) }

    /// The buckets of each variant, in written order.
    public var variantBuckets: [ClosedRange<Int>] { VariantAssignment.variantBuckets(control: control, percents: percents) }
}
