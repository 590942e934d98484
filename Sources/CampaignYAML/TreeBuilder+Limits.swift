import CampaignDiagnostics

/// Aliases within the expansion budget (E003), unknown aliases (E001), and the depth
/// limit (E004), counted per document.
extension TreeBuilder {
    /// An alias reuses the anchored node as it is (O(1), no copy); its cost against the
    /// budget is the anchored subtree's size, computed when that subtree was built.
    mutating func alias(_ name: String, range: SourceRange) {
        guard let target = anchors[name] else {
            if let open = openCollection(anchoredAs: name) {
                let anchor = SourceRange(at: open.propertiesStart)
                report(messages.recursiveAlias(name, at: range, anchor: anchor))
            } else {
                report(messages.unknownAlias(name, at: range))
            }
            add(.invalid(range))
            return
        }
        if case .invalid = target.node {
            add(.invalid(range))
            return
        }
        if target.height > limits.maxDepth - depth {
            reportDepth(at: range, abandoned: false)
            add(.invalid(range))
            return
        }
        let overDocument = target.size > limits.maxAliasNodes - aliasNodes
        if overDocument || target.size > limits.maxAliasNodesPerFile - fileAliasNodes {
            if !reportedAliasBudget {
                reportedAliasBudget = true
                report(
                    overDocument
                        ? messages.aliasBudget(name, limit: limits.maxAliasNodes, at: range)
                        : messages.fileAliasBudget(name, limit: limits.maxAliasNodesPerFile, at: range))
            }
            add(.invalid(range))
            return
        }
        aliasNodes += target.size
        fileAliasNodes += target.size
        add(BuiltNode(node: target.node, site: range, size: target.size, height: target.height))
    }

    /// The open collection (innermost first) that carries anchor `name`, if any.
    private func openCollection(anchoredAs name: String) -> OpenCollection.Extra? {
        guard depth > 0 else { return nil }
        if let extra = top.extra, extra.anchor == name { return extra }
        return outer.last { $0.anchor == name }?.extra
    }

    /// An anchor inside a skipped node: aliases to it stand for nothing, silently.
    mutating func poisonAnchor(_ name: String) {
        anchors[name] = .invalid(SourceRange(at: skippedStart))
    }

    /// The collection that crossed the depth limit ended at `end`: it stands as invalid.
    mutating func finishSkipped(end: SourcePosition) {
        let range = SourceRange(start: skippedStart, end: max(end, skippedStart))
        reportDepth(at: range, abandoned: false)
        add(.invalid(range))
    }

    /// The nesting went on far past the limit: the document is given up.
    mutating func abandonTooDeep(resumingAt resume: SourcePosition?) {
        reportDepth(at: scanner.characterRange(at: skippedStart), abandoned: true)
        abandonDocument(resumingAt: resume)
    }

    mutating func reportDepth(at range: SourceRange, abandoned: Bool) {
        guard !reportedDepth else { return }
        reportedDepth = true
        report(messages.tooDeep(limit: limits.maxDepth, at: range, abandoned: abandoned))
    }
}
