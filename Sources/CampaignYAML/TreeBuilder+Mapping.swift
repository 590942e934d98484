import CampaignDiagnostics

/// Mapping keys: scalar keys only (E008), duplicates (E002), and merge keys `<<` with
/// YAML's override rules (E103 when the value is not mappings).
extension TreeBuilder {
    /// Mappings with more keys than this look keys up in a dictionary instead of a scan.
    static let keyIndexThreshold = 32

    /// A node in key position of `top`.
    mutating func acceptKey(_ built: BuiltNode) {
        switch built.node {
        case .scalar(let scalar):
            // An alias used as a key is reported where the alias is.
            acceptScalarKey(YAMLScalar(text: scalar.text, style: scalar.style, range: built.site))
        case .mapping:
            report(messages.nonScalarKey("a mapping", at: built.site))
            top.key = .dropped
        case .sequence:
            report(messages.nonScalarKey("a list", at: built.site))
            top.key = .dropped
        case .invalid:
            top.key = .dropped
        }
    }

    mutating func acceptScalarKey(_ key: consuming YAMLScalar) {
        if key.style == .plain && key.text.utf8.count == 2 && key.text == "<<" {
            acceptMergeKey(key)
        } else if let first = firstEntry(withKey: key.text) {
            let firstKey = entryStack[top.firstChild + first].key
            let atRoot = depth == 1 && !top.isFlow
            if !(atRoot && reportedMissingDocumentStart) {
                let startsDocument = atRoot && messages.startsDocument(key.text)
                reportedMissingDocumentStart = startsDocument
                report { $0.duplicateKey(key, first: firstKey, startsDocument: startsDocument) }
            }
            top.key = .dropped
        } else {
            top.key = .key(key)
        }
    }

    private mutating func acceptMergeKey(_ key: YAMLScalar) {
        let extra = top.extra ?? OpenCollection.Extra(propertiesStart: top.start)
        top.extra = extra
        if let earlier = extra.merge {
            let first = YAMLScalar(text: key.text, style: .plain, range: earlier.keyRange)
            report(messages.duplicateKey(key, first: first))
            top.key = .dropped
            return
        }
        extra.merge = OpenCollection.Merge(keyRange: key.range, index: entryStack.count - top.firstChild)
        top.key = .merge
    }

    mutating func appendEntry(_ entry: consuming YAMLEntry) {
        let count = entryStack.count - top.firstChild + 1
        guard count > TreeBuilder.keyIndexThreshold else {
            entryStack.push(entry)
            return
        }
        let key = entry.key.text
        entryStack.push(entry)
        let extra = top.extra ?? OpenCollection.Extra(propertiesStart: top.start)
        top.extra = extra
        if extra.keyIndex != nil {
            extra.keyIndex?[key] = count - 1
        } else {
            var index: [String: Int] = [:]
            entryStack.withChildren(from: top.firstChild) { entries in
                for (i, entry) in entries.enumerated() { index[entry.key.text] = i }
            }
            extra.keyIndex = index
        }
    }

    /// The index among `top`'s entries of the one whose key is `text`. (Mutating only so that
    /// the call passes the builder by reference: a non-mutating call from a mutating one
    /// copies all of it first.)
    private mutating func firstEntry(withKey text: String) -> Int? {
        if let index = top.extra?.keyIndex { return index[text] }
        return entryStack.withChildren(from: top.firstChild) { entries in entries.firstIndex { $0.key.text == text } }
    }

    mutating func acceptMergeValue(_ built: BuiltNode) {
        switch built.node {
        case .mapping(let mapping):
            top.extra?.merge?.sources.append(mapping)
        case .sequence(let sequence):
            for item in sequence.items {
                switch item {
                case .mapping(let mapping):
                    top.extra?.merge?.sources.append(mapping)
                case .sequence(let inner):
                    report(messages.mergeNotMapping(found: "a list in the list", at: inner.range))
                case .scalar(let scalar):
                    report(messages.mergeNotMapping(found: "a scalar in the list", at: scalar.range))
                case .invalid:
                    break
                }
            }
        case .scalar(let scalar):
            let found = scalar.isNull ? "an empty value" : "a scalar"
            report(messages.mergeNotMapping(found: found, at: built.site))
        case .invalid:
            break
        }
    }

    /// The entries of a mapping with merged entries inserted where `<<` was: explicit keys
    /// win over merged ones, and earlier merged mappings win over later ones.
    static func applying(_ merge: OpenCollection.Merge, to explicit: [YAMLEntry]) -> [YAMLEntry] {
        var seen = Set<String>(minimumCapacity: explicit.count)
        for entry in explicit { seen.insert(entry.key.text) }
        var merged: [YAMLEntry] = []
        for source in merge.sources {
            for entry in source.entries where seen.insert(entry.key.text).inserted {
                merged.append(entry)
            }
        }
        var result = explicit
        result.insert(contentsOf: merged, at: min(merge.index, result.count))
        return result
    }
}
