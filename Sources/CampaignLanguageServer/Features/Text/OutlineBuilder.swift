import CampaignYAML

/// A block mapping of the outline: its column, where it is, and its keys so far.
final class OutlineMapping {
    let column: Int
    let path: [PathStep]
    /// Key → the scalar text of its value (empty for any other value).
    private(set) var entries: [String: String] = [:]
    private(set) var lastKey: String?
    /// Whether the last key's value is on the lines below (nothing after `key:`).
    private(set) var lastOpensBlock = false

    init(column: Int, path: [PathStep]) {
        self.column = column
        self.path = path
    }

    func add(_ key: String, value: LineLexer.Value, opensBlock: Bool) {
        if case .scalar(let text) = value { entries[key] = text } else { entries[key] = entries[key] ?? "" }
        lastKey = key
        lastOpensBlock = opensBlock
    }
}

/// A block sequence of the outline: the column of its `- ` markers and where it is.
final class OutlineSequence {
    let column: Int
    let path: [PathStep]

    init(column: Int, path: [PathStep]) {
        self.column = column
        self.path = path
    }
}

/// The open mappings and sequences above the line being read, by YAML's indentation rules: a
/// line closes what is indented more (and a sequence at its own column unless it continues it
/// with `- `), each `- ` starts an entry (or a new list), and a key joins the mapping at its
/// column or starts one.
struct OutlineBuilder {
    enum Frame {
        case mapping(OutlineMapping)
        case sequence(OutlineSequence)

        var column: Int {
            switch self {
            case .mapping(let mapping): mapping.column
            case .sequence(let sequence): sequence.column
            }
        }
    }

    private(set) var stack: [Frame] = []
    /// Set when a line nests deeper than YAML's limit (SPEC §7): the outline then gives no context.
    private(set) var isTooDeep = false

    /// The path of the entry the last `- ` started, if the innermost frame is a list.
    var itemPath: [PathStep]? {
        guard case .sequence(let sequence)? = stack.last else { return nil }
        return sequence.path + [.item]
    }

    /// Places a line: closes what it ends, opens its lists and entries, and returns the mapping
    /// its key belongs to (nil when it has no key, unless `creatingMapping`: the mapping a key
    /// typed at its content column would join).
    mutating func enter(_ line: LineLexer.Line, creatingMapping: Bool = false) -> OutlineMapping? {
        let column = line.indent
        popping: while let top = stack.last {
            switch top {
            case .mapping(let mapping):
                guard mapping.column > column else { break popping }
            case .sequence(let sequence):
                guard sequence.column > column || (sequence.column == column && line.dashes.first != column) else { break popping }
            }
            stack.removeLast()
        }
        for dash in line.dashes {
            if case .sequence(let sequence)? = stack.last, sequence.column == dash { continue }
            guard stack.count < YAMLLimits.standard.maxDepth else {
                isTooDeep = true
                return nil
            }
            stack.append(.sequence(OutlineSequence(column: dash, path: valuePath())))
        }
        guard line.key != nil || creatingMapping else { return nil }
        guard stack.count < YAMLLimits.standard.maxDepth else {
            isTooDeep = true
            return nil
        }
        let content = line.contentColumn
        if line.dashes.isEmpty, case .mapping(let mapping)? = stack.last, mapping.column == content { return mapping }
        let mapping = OutlineMapping(column: content, path: valuePath())
        stack.append(.mapping(mapping))
        return mapping
    }

    /// Where a node opened now sits: the current list's next entry, or the last key's value.
    private func valuePath() -> [PathStep] {
        switch stack.last {
        case .sequence(let sequence)?: sequence.path + [.item]
        case .mapping(let mapping)?: mapping.path + [.key(mapping.lastKey ?? "")]
        case nil: []
        }
    }

}
