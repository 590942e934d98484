/// Each tag's rendering.
extension LiquidRenderer {
    mutating func render(_ tag: LiquidTag, into buffer: inout String) throws(Stop) {
        switch tag.kind {
        case .conditional(let condition, let negated):
            guard let condition else { return }
            var holds = try evaluate(condition, at: tag.range)
            if negated { holds = !holds }
            for branch in tag.branches {
                switch branch.kind {
                case .body: break
                case .elsif(let condition?): holds = try evaluate(condition, at: branch.tagRange)
                case .else: holds = true
                default: holds = false
                }
                if holds { return try render(branch.nodes, into: &buffer) }
            }
        case .case(let subject):
            guard let subject else { return }
            var matched = false
            for branch in tag.branches {
                switch branch.kind {
                case .when(let values):
                    // As in Liquid, each value of a `when` is its own test: a body renders once
                    // per value that matches, and `else` only when none did before it.
                    for candidate in values where try evaluate(.comparison(subject, .equal, candidate), at: branch.tagRange) {
                        matched = true
                        try render(branch.nodes, into: &buffer)
                        if interrupt != .none { return }
                    }
                case .else where !matched: try render(branch.nodes, into: &buffer)
                default: break
                }
                if interrupt != .none { return }
            }
        case .for(let loop?): try renderFor(loop, tag: tag, into: &buffer)
        case .tablerow(let loop?): try renderTablerow(loop, tag: tag, into: &buffer)
        case .assign(let name, _, let value?):
            variables[name] = try evaluate(value, at: tag.range)
        case .capture(let name, _):
            var captured = ""
            try render(tag.body, into: &captured)
            variables[name] = .string(captured)
        case .increment(let name, _):
            let value = counters[name] ?? 0
            counters[name] = value + 1
            try write(String(value), to: &buffer, at: tag.range)
        case .decrement(let name, _):
            let value = (counters[name] ?? 0) - 1
            counters[name] = value
            try write(String(value), to: &buffer, at: tag.range)
        case .cycle(let group, let values):
            let key: String
            if let group {
                key = try evaluate(group, at: tag.range).text
            } else if values.allSatisfy(\.isLiteral) {
                key = values.map { source($0.range) }.joined(separator: ",")
            } else {
                key = "@\(tag.range.lowerBound):\(depth)"
            }
            let index = cycles[key] ?? 0
            cycles[key] = (index + 1) % values.count
            try write(evaluate(values[index % values.count], at: tag.range).outputText, to: &buffer, at: tag.range)
        case .echo(let value?):
            try write(evaluate(value, at: tag.range).outputText, to: &buffer, at: tag.range)
        case .break: interrupt = .breakLoop
        case .continue: interrupt = .continueLoop
        case .raw(let text): try write(text, to: &buffer, at: tag.range)
        case .liquid: try render(tag.body, into: &buffer)
        case .abortMessage(let reason):
            throw .abort(reason.flatMap { if case .string(let text) = $0.kind { return text } else { return nil } })
        case .connectedContent(let content): try renderConnectedContent(content, tag: tag, into: &buffer)
        case .catalogItems(let catalogWord, let ids):
            let catalog = try self.catalog(catalogWord, at: tag.range)
            var items: [LiquidValue] = []
            for word in ids {
                let id = try render(word)
                items += catalog.items.filter { item in
                    if case .object(let object) = item, let itemID = object["id"] { return itemID.text == id }
                    return false
                }
            }
            variables["items"] = .array(items)
        case .catalogSelectionItems(let catalogWord, let selectionWord):
            let catalog = try self.catalog(catalogWord, at: tag.range)
            variables["items"] = .array(catalog.selections[try render(selectionWord)] ?? [])
        case .messageExtras(let pairs):
            for pair in pairs { extras.append(LiquidRenderedExtra(key: try render(pair.key), value: try render(pair.value))) }
        case .translation(let id, _):
            if let translated = environment.translation(id) {
                try write(renderNested(translated, name: "the translation of `\(id)`", at: tag.range), to: &buffer, at: tag.range)
            } else {
                try render(tag.body, into: &buffer)
            }
        case .comment, .unsupported, .for(nil), .tablerow(nil), .assign(_, _, nil), .echo(nil): break
        }
    }

    /// A word of tag markup with its outputs rendered.
    mutating func render(_ word: LiquidWord) throws(Stop) -> String {
        var text = ""
        try render(word.nodes, into: &text)
        return text
    }

    private mutating func catalog(_ word: LiquidWord, at range: Range<Int>) throws(Stop) -> LiquidCatalog {
        let name = try render(word)
        guard let catalog = profile.catalogs[name] else { throw fail(.missingCatalog(name), range) }
        return catalog
    }

    private mutating func renderConnectedContent(_ content: LiquidConnectedContent, tag: LiquidTag, into buffer: inout String) throws(Stop) {
        let url = try render(content.url)
        guard let response = profile.connectedContent[url] else { throw fail(.missingConnectedContent(url: url), tag.range) }
        guard let name = content.saveName else {
            return try write(response.body.stringValue ?? LiquidJSON.text(response.body), to: &buffer, at: tag.range)
        }
        var body = response.body
        if case .string(let text) = body, let parsed = LiquidJSON.parse(text) { body = parsed }
        if case .object(var object) = body {
            object["__http_status_code__"] = .integer(response.status)
            body = .object(object)
        }
        variables[name] = body
    }

    /// The items a loop runs over, as Liquid slices them: ranges and arrays item by item, an
    /// object as its `[key, value]` pairs, a non-empty string as itself, anything else as none.
    func loopItems(_ value: LiquidValue) -> [LiquidValue] {
        switch value {
        case .array(let items): return items
        case .range: return value.items ?? []
        case .object(let object): return object.pairs.map { .array([.string($0.0), $0.1]) }
        case .string(let text): return text.isEmpty ? [] : [value]
        default: return []
        }
    }

    private mutating func renderFor(_ loop: LiquidLoop, tag: LiquidTag, into buffer: inout String) throws(Stop) {
        let offsetKey = "\(loop.variable)-\(source(loop.collection.range))"
        var from = 0
        if loop.offsetContinues {
            from = forOffsets[offsetKey] ?? 0
        } else if let offset = loop.offset {
            let value = try evaluate(offset, at: tag.range)
            if value != .nil { from = try integer(value, filter: "for", at: tag.range) }
        }
        let all = loopItems(try evaluate(loop.collection, at: tag.range))
        var to: Int?
        if let limit = loop.limit {
            let value = try evaluate(limit, at: tag.range)
            if value != .nil { to = try integer(value, filter: "for", at: tag.range) + from }
        }
        var segment = LiquidRenderer.slice(all, from: from, to: to)
        if loop.reversed { segment.reverse() }
        forOffsets[offsetKey] = from + segment.count
        guard !segment.isEmpty else {
            if tag.branches.count > 1 { try render(tag.branches[1].nodes, into: &buffer) }
            return
        }
        let parent = scopes.last?["forloop"]
        scopes.append([:])
        defer { scopes.removeLast() }
        for (index, item) in segment.enumerated() {
            try countIteration(at: tag.range)
            let count = segment.count
            var forloop = LiquidObject([
                ("name", .string(offsetKey)), ("length", .integer(count)), ("index", .integer(index + 1)), ("index0", .integer(index)),
                ("rindex", .integer(count - index)), ("rindex0", .integer(count - index - 1)), ("first", .boolean(index == 0)),
                ("last", .boolean(index == count - 1)),
            ])
            forloop["parentloop"] = parent ?? .nil
            scopes[scopes.count - 1]["forloop"] = .object(forloop)
            scopes[scopes.count - 1][loop.variable] = item
            try render(tag.body, into: &buffer)
            if interrupt == .breakLoop {
                interrupt = .none
                break
            }
            interrupt = .none
        }
    }

    static func slice(_ items: [LiquidValue], from: Int, to: Int?) -> [LiquidValue] {
        let start = max(from, 0)
        let end = min(to ?? items.count, items.count)
        return start < end ? Array(items[start..<end]) : []
    }

    private mutating func renderTablerow(_ loop: LiquidLoop, tag: LiquidTag, into buffer: inout String) throws(Stop) {
        let collection = try evaluate(loop.collection, at: tag.range)
        if collection == .nil { return }
        let all = loopItems(collection)
        var from = 0
        if let offset = loop.offset {
            let value = try evaluate(offset, at: tag.range)
            if value != .nil { from = try integer(value, filter: "tablerow", at: tag.range) }
        }
        var to: Int?
        if let limit = loop.limit {
            let value = try evaluate(limit, at: tag.range)
            if value != .nil { to = try integer(value, filter: "tablerow", at: tag.range) + from }
        }
        let items = LiquidRenderer.slice(all, from: from, to: to)
        var columns = items.count
        if let cols = loop.columns {
            let value = try evaluate(cols, at: tag.range)
            if value != .nil { columns = try integer(value, filter: "tablerow", at: tag.range) }
        }
        try write("<tr class=\"row1\">\n", to: &buffer, at: tag.range)
        scopes.append([:])
        defer { scopes.removeLast() }
        let count = items.count
        for (index, item) in items.enumerated() {
            try countIteration(at: tag.range)
            let col0 = columns > 0 ? index % columns : index
            let row = columns > 0 ? index / columns + 1 : 1
            let colLast = columns > 0 ? col0 == columns - 1 : false
            let tablerowloop = LiquidObject([
                ("length", .integer(count)), ("index", .integer(index + 1)), ("index0", .integer(index)), ("rindex", .integer(count - index)),
                ("rindex0", .integer(count - index - 1)), ("first", .boolean(index == 0)), ("last", .boolean(index == count - 1)),
                ("col", .integer(col0 + 1)), ("col0", .integer(col0)), ("col_first", .boolean(col0 == 0)), ("col_last", .boolean(colLast)),
                ("row", .integer(row)),
            ])
            scopes[scopes.count - 1]["tablerowloop"] = .object(tablerowloop)
            scopes[scopes.count - 1][loop.variable] = item
            try write("<td class=\"col\(col0 + 1)\">", to: &buffer, at: tag.range)
            try render(tag.body, into: &buffer)
            try write("</td>", to: &buffer, at: tag.range)
            if colLast && index != count - 1 { try write("</tr>\n<tr class=\"row\(row + 1)\">", to: &buffer, at: tag.range) }
            if interrupt == .breakLoop {
                interrupt = .none
                break
            }
            interrupt = .none
        }
        try write("</tr>\n", to: &buffer, at: tag.range)
    }
}
