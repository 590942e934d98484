import CanonicalJSON

/// A path in the campaign language (`message.buttons[1].text`, `trigger[0].filters[1]`,
/// `message.extras.view_type`), or below `payload.` for a key with no language counterpart,
/// with the order `campaignc diff` lists paths in: the order of SPEC §2 (each field's rank in
/// `PayloadLanguagePaths`), list elements by index, names byte-wise, `payload.` paths last.
struct LanguagePath: Hashable, Sendable {
    enum Step: Hashable, Sendable {
        /// A field, ranked by its place in the language.
        case field(String, rank: Int)
        case index(Int)
        /// A name chosen by the author (an extras key, a payload key).
        case name(String)
    }

    private(set) var steps: [Step] = []
    /// The path as shown.
    private(set) var text = ""

    /// The root of the `payload.` paths, after every language path.
    static let payload = LanguagePath().field("payload", rank: Int.max)

    func field(_ name: String, rank: Int) -> LanguagePath {
        guard !name.isEmpty else { return self }
        var path = self
        path.steps.append(.field(name, rank: rank))
        path.text += (text.isEmpty ? "" : ".") + name
        return path
    }

    func index(_ index: Int) -> LanguagePath {
        var path = self
        path.steps.append(.index(index))
        path.text += "[\(index)]"
        return path
    }

    /// `.name`, or `."odd name"` (in JSON's quotes) unless the name is letters, digits, `_` and
    /// `-`, so a path never reads as another.
    func name(_ name: String) -> LanguagePath {
        var path = self
        path.steps.append(.name(name))
        let bare =
            !name.isEmpty
            && name.utf8.allSatisfy { byte in
                (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                    || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-")
            }
        path.text += (text.isEmpty ? "" : ".") + (bare ? name : LanguageValue.quoted(name))
        return path
    }

    /// The listing order.
    static func precedes(_ a: LanguagePath, _ b: LanguagePath) -> Bool {
        for (x, y) in zip(a.steps, b.steps) where x != y {
            return stepPrecedes(x, y)
        }
        return a.steps.count < b.steps.count
    }

    private static func stepPrecedes(_ a: Step, _ b: Step) -> Bool {
        switch (a, b) {
        case (.field(let x, let r), .field(let y, let s)): r != s ? r < s : UTF8Order.precedes(x, y)
        case (.index(let i), .index(let j)): i < j
        case (.name(let x), .name(let y)): UTF8Order.precedes(x, y)
        default: kind(a) < kind(b)
        }
    }

    private static func kind(_ step: Step) -> Int {
        switch step {
        case .field: 0
        case .index: 1
        case .name: 2
        }
    }
}
