public import CampaignDiagnostics

extension YAMLMapping {
    /// The path of the deepest node at `position` below this mapping, as SPEC §4.4 writes it:
    /// keys joined by `.`, sequence items as `[index]` (0-based): `message.buttons[2].text`.
    /// A position on a key gives the path of that key's entry; a position in no node of the
    /// mapping gives the empty path.
    public func nodePath(to position: SourcePosition) -> String {
        var path = ""
        var node = YAMLNode.mapping(self)
        while true {
            switch node {
            case .mapping(let mapping):
                guard let entry = mapping.entries.first(where: { Self.holds($0.key.range, position) || Self.holds($0.value.range, position) })
                else { return path }
                path += path.isEmpty ? entry.key.text : "." + entry.key.text
                if Self.holds(entry.key.range, position) { return path }
                node = entry.value
            case .sequence(let sequence):
                guard let index = sequence.items.firstIndex(where: { Self.holds($0.range, position) }) else { return path }
                path += "[\(index)]"
                node = sequence.items[index]
            case .scalar, .invalid:
                return path
            }
        }
    }

    /// True when `position` is in `range`, or at the start of an empty one.
    private static func holds(_ range: SourceRange, _ position: SourcePosition) -> Bool {
        (range.start <= position && position < range.end) || range.start == position
    }

    /// Every scalar's range below this mapping, keys included (nodes brought in by an alias
    /// or a merge give their anchor's ranges, so ranges may repeat).
    public var scalarRanges: [SourceRange] {
        var ranges: [SourceRange] = []
        var pending: [YAMLNode] = [.mapping(self)]
        while let node = pending.popLast() {
            switch node {
            case .scalar(let scalar):
                ranges.append(scalar.range)
            case .mapping(let mapping):
                for entry in mapping.entries {
                    ranges.append(entry.key.range)
                    pending.append(entry.value)
                }
            case .sequence(let sequence):
                pending.append(contentsOf: sequence.items)
            case .invalid:
                break
            }
        }
        return ranges
    }
}
