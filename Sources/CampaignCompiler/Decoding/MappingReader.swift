import CampaignDiagnostics
import CampaignMessages
import CampaignModel
import CampaignYAML

// MARK: - The reader API (shared by every decoder; keep it stable)
//
// Decoding turns the front end's positioned `YAMLNode` tree into model values. Every problem
// becomes a diagnostic in the `DecodingContext`; nothing throws.
//
// The one convention: **a reader returning nil has already reported** (or the node was
// `.invalid`, which the front end reported). The caller skips the field silently, so one
// mistake gives one diagnostic (no follow-on noise).
//
// `DecodingContext` (one per file decode, a final class, not Sendable)
//   - `source`, `project`, `diagnostics`
//   - `report(message, at: range, notes:)` (a `DiagnosticMessage` of `CampaignMessages`, e.g.
//     `ValueMessages.missingKey(key)`; `help:` replaces its help), `note(text, at: range) -> Note`
//   - `mark` / `reportedSince(mark)` / `blockingErrorSince(mark)` to learn whether a part failed
//   - `sourceText(range)`: the text of a range as written (for messages quoting the source)
//
// `MappingReader` (a struct; `var r = MappingReader(node, field: "schedule", in: ctx)`)
//   - init over a node: a mapping gives a valid reader; `~`/`null`/nothing is E107
//     "`schedule` needs a value"; a list or scalar is E103 "expected a mapping, found a list";
//     `.invalid` is silent. In all failure cases the reader is empty and `isValid` is false.
//     `MappingReader(mapping, in: ctx)` reads a document root.
//   - `take(key) -> YAMLNode?` / `takeEntry(key) -> YAMLEntry?` (the key's range is needed
//     when a rule points at the key, e.g. E301 at `filters`)
//   - `require(key)` / `requireEntry(key)`: like take, but E102 "missing required key `key`"
//     at the mapping's first key (or the mapping itself when empty) when absent; silent on an
//     invalid reader.
//   - `read(key, decode)` / `readRequired(key, decode)`: take + decode with the key as the
//     field name, e.g. `r.read("name", ctx.string)`, `r.read("max_bytes") { ctx.integer($0, $1, in: 1...Int.max) }`.
//   - `has(key)`, `entries` (all entries in source order), `takeAll()` (marks every key taken:
//     for mappings with free keys such as extras or view_types)
//   - `finish(allowed:notHere:)`: every key not taken is E101 "unknown key `prority`" with help
//     "did you mean `priority`?" (candidates: every key asked for with take/require/read, plus
//     `allowed`), or, when `notHere(key)` gives a message, E203 with that message. Call it once,
//     after taking every key that belongs here.
//
// Typed readers (methods on `DecodingContext`, in `DecodingContext+Scalars.swift` and
// `DecodingContext+Formats.swift`). Each takes the node and the field name used in messages,
// returns `Located<T>?` and reports on failure. SPEC §2.1 typing, never YAML's implicit typing.
// Common behaviour: `.invalid` → nil silently; `~`/`null`/nothing → E107 "`field` needs a
// value"; a mapping or list where a scalar is expected → E103 "expected …, found a mapping".
//   - `string(node, field)`: any scalar's text as written (`no` → "no", `0755` → "0755").
//   - `nonEmptyString(node, field)`: also `""` → E107 "`field` must not be empty".
//   - `boolean(node, field)`: plain `true`/`false` only; else E103 "expected true or false,
//     found `yes`" with help "write true or false" ("remove the quotes" for `"true"`).
//   - `integer(node, field, in: range?)`: plain decimal only (`-12`, `0`, `42`); else E103
//     "expected an integer, found `010`"; outside the range E105 "expected an integer from 0
//     to 100, found `150`".
//   - `number(node, field)`: YAML 1.2 core int/float, plain only → `NumberValue`; `.inf`/`.nan`
//     and quoted → E103 "expected a number, found …".
//   - `word(node, field, among: [String])` / `word(node, field, as: Enum.self)`: E104 "expected
//     `low`, `medium` or `high`, found `hihg`" with help "did you mean `high`?" when close.
//   - `duration(node, field, in: range?, wholeSeconds:)`: `500ms`, `2.5s`, `30s`, `15m`, `24h`,
//     `7d`, or a plain integer meaning seconds; malformed E106; out of range E105 "expected a
//     duration from 0s to 24h, found `25h`"; `wholeSeconds` E106 "`delay` must be a whole
//     number of seconds, found `2.5s`".
//   - `time(node, field)`: RFC 3339 with an offset → `Timestamp` (Unix milliseconds); E106 for the
//     form and for impossible dates ("invalid time `…`: February 2026 has 28 days").
//   - `id(node, field)`: `^[a-z0-9][a-z0-9_-]{0,63}$`, E106.
//   - `list(node, field) -> Located<[YAMLNode]>?`: flow or block list; a scalar or mapping is
//     E103 "expected a list, found …".
// Helpers for new readers: `ctx.scalar(node, field, expected:)` (the shared null/collection
// handling; returns the scalar to type), `ctx.typeMismatch(node, expected:, help:)` (E103 with
// the standard "found …" wording), `YAMLNode.found` / `YAMLScalar.found` (that wording),
// `DidYouMean.help(for:among:)`, `Words.list(_:)` ("`a`, `b` or `c`"; `Words.list(x, "and")`),
// `Words.plain(_:)` (the same without backticks), and the pure text forms in `ScalarSyntax`
// (`number`, `isDecimalInteger`, `boolean`, `duration`, `time`, `isID`).
//
// Tests: Tests/CampaignCompilerTests/TestSupport.swift (`assertDiagnostics` with `⟨mark⟩`
// positions, `assertReader`, `readValue`, `campaign(message:)`).

/// Reads one YAML mapping key by key, then reports the keys nobody asked for.
struct MappingReader {
    let context: DecodingContext
    /// The mapping, or nil when the node was not one (already reported).
    let mapping: YAMLMapping?
    /// The range of the node the reader was built over.
    let range: SourceRange
    /// Which entries were taken, by index (entries past the 64th in `takenBeyond`).
    private var takenBits: UInt64 = 0
    private var takenBeyond: Set<Int> = []
    /// Every key asked for, in order (repeats included): the did-you-mean candidates.
    private var asked: [String] = []
    /// True when every key of the mapping is ASCII: an ASCII key then equals one of them only
    /// if their UTF-8 lengths are equal (`String` equality is canonical equivalence, under
    /// which some non-ASCII text equals ASCII text, e.g. the Kelvin sign and `K`).
    private let asciiKeys: Bool

    /// A reader over a node expected to be a mapping; reports E107/E103 when it is not.
    init(_ node: YAMLNode, field: String, in context: DecodingContext) {
        self.context = context
        self.range = node.range
        switch node {
        case .mapping(let m):
            mapping = m
            asciiKeys = Self.allASCII(m)
            return
        case .invalid:
            mapping = nil
        case .scalar(let s) where s.isNull:
            mapping = nil
            context.report(ValueMessages.needsValue(field), at: node.range)
        case .scalar, .sequence:
            mapping = nil
            context.typeMismatch(node, expected: "a mapping")
        }
        asciiKeys = true
    }

    /// A reader over a mapping already known to be one (a document root).
    init(_ mapping: YAMLMapping, in context: DecodingContext) {
        self.context = context
        self.mapping = mapping
        self.range = mapping.range
        self.asciiKeys = Self.allASCII(mapping)
    }

    /// False when the node was not a mapping; the reader is then empty and silent.
    var isValid: Bool { mapping != nil }

    /// Every entry, in source order.
    var entries: [YAMLEntry] { mapping?.entries ?? [] }

    /// True when the mapping has `key` (taken or not).
    func has(_ key: String) -> Bool { index(of: key, lengthDecides: asciiKeys && Self.isASCII(key)) != nil }

    /// The entry for `key`, marking it as known; nil when absent.
    mutating func takeEntry(_ key: String) -> YAMLEntry? {
        if asked.isEmpty { asked.reserveCapacity(16) }
        asked.append(key)
        let lengthDecides = asciiKeys && Self.isASCII(key)
        guard let mapping, let found = index(of: key, lengthDecides: lengthDecides) else { return nil }
        // Every entry with this key is known (the front end keeps keys unique, so this is one).
        markTaken(found)
        var next = found + 1
        while next < mapping.entries.count {
            if Self.sameKey(mapping.entries[next].key.text, key, lengthDecides: lengthDecides) { markTaken(next) }
            next += 1
        }
        return mapping.entries[found]
    }

    /// The value for `key`, marking it as known; nil when absent.
    mutating func take(_ key: String) -> YAMLNode? {
        takeEntry(key)?.value
    }

    /// Like `takeEntry`, but reports E102 when the key is absent (unless the reader is invalid).
    /// One typo gives one error: when a key nobody asked for is that key misspelt (`label:` for
    /// `text:`), its E101 with the suggestion says it all, and E102 is not added.
    mutating func requireEntry(_ key: String) -> YAMLEntry? {
        if let entry = takeEntry(key) { return entry }
        if let mapping, !hasMisspelling(of: [key]) {
            let at = mapping.entries.first?.key.range ?? mapping.range
            context.report(ValueMessages.missingKey(key), at: at)
        }
        return nil
    }

    /// Like `take`, but reports E102 when the key is absent (unless the reader is invalid).
    mutating func require(_ key: String) -> YAMLNode? {
        requireEntry(key)?.value
    }

    /// Takes `key` and decodes its value with `decode(node, key)`; nil when absent or failed.
    mutating func read<T>(_ key: String, _ decode: (YAMLNode, String) -> T?) -> T? {
        take(key).flatMap { decode($0, key) }
    }

    /// Requires `key` and decodes its value with `decode(node, key)`.
    mutating func readRequired<T>(_ key: String, _ decode: (YAMLNode, String) -> T?) -> T? {
        require(key).flatMap { decode($0, key) }
    }

    /// True when a key not taken yet is plainly one of `keys` misspelt: an alias of one, or a
    /// word of four or more characters close to one (a shorter key may be another real key of
    /// the mapping that is simply read later).
    func hasMisspelling(of keys: [String]) -> Bool {
        entries.indices.contains { index in
            let key = entries[index].key.text
            guard !isTaken(index) else { return false }
            if !DidYouMean.aliasSuggestions(for: key, among: keys).isEmpty { return true }
            return key.unicodeScalars.count >= 4 && DidYouMean.suggestion(for: key, among: keys) != nil
        }
    }

    /// Marks every key as taken and returns all entries (for mappings with free keys).
    mutating func takeAll() -> [YAMLEntry] {
        for index in entries.indices { markTaken(index) }
        return entries
    }

    /// Reports every key not taken: E203 with `notHere(key)` when it gives a message, else E101 with the
    /// help `hint(key)` when it gives one (asked only for a key not taken, so that its tables are
    /// built only for a file that has one), else with a did-you-mean among the keys asked for and
    /// `allowed`; without one, a key of `elsewhere` (or one close to it) gets its help there
    /// (`priority` under `message:` is a campaign key). `listing` follows that help, or
    /// stands alone, saying which keys this mapping takes.
    func finish(
        allowed: [String] = [], notHere: (String) -> DiagnosticMessage? = { _ in nil }, hint: (String) -> String? = { _ in nil },
        elsewhere: @autoclosure () -> KeysElsewhere? = nil, listing: String? = nil
    ) {
        let entries = entries
        var candidates: [String]?
        for index in entries.indices where !isTaken(index) {
            let entry = entries[index]
            let key = entry.key.text
            if let message = notHere(key) {
                context.report(message, at: entry.key.range)
            } else if let hint = hint(key) {
                context.report(ValueMessages.unknownKey(key), at: entry.key.range, help: hint)
            } else {
                // The keys asked for, each once in the order first asked, then `allowed`.
                let known = candidates ?? Self.candidates(asked: asked, allowed: allowed)
                candidates = known
                context.report(
                    ValueMessages.unknownKey(key), at: entry.key.range,
                    help: Self.help(for: key, among: known, elsewhere: elsewhere(), listing: listing),
                    fixIts: renameFixIt(entry.key, among: known)
                )
            }
        }
    }

    /// E101's help: the did-you-mean, else where the key (or the key it is close to) belongs,
    /// then `listing`.
    private static func help(for key: String, among known: [String], elsewhere: KeysElsewhere?, listing: String?) -> String? {
        var help = DidYouMean.help(for: key, among: known)
        if help == nil, let elsewhere {
            if elsewhere.keys.contains(key) {
                help = elsewhere.help(key)
            } else if let close = DidYouMean.single(for: key, among: elsewhere.keys) {
                help = ValueMessages.closeToKeyElsewhere(close, elsewhere.help(close))
            }
        }
        guard let listing else { return help }
        return help.map { ValueMessages.helpThen($0, listing) } ?? listing
    }

    /// E101's fix-it (SPEC §13.1): the one key the did-you-mean names, in place of a plain key,
    /// unless the mapping already holds it (the rename would make E002); safe when it restores
    /// a misspelling (`FixItSafety.spelling`), as for a misspelt word.
    private func renameFixIt(_ key: YAMLScalar, among known: [String]) -> [FixIt] {
        guard key.style == .plain, let suggested = DidYouMean.single(for: key.text, among: known), !has(suggested) else { return [] }
        let safe = FixItSafety.spelling(key.text, suggested, among: known)
        guard var fixIt = FixIts.replace(key.range, written: key.text, with: suggested, safe: safe) else { return [] }
        let start = mapping?.range.start.offset ?? 0
        fixIt.writtenKey = Array(String(start).utf8) + [0] + Array(suggested.utf8)
        return [fixIt]
    }

    private static func candidates(asked: [String], allowed: [String]) -> [String] {
        var unique: [String] = []
        for key in asked + allowed where !unique.contains(key) { unique.append(key) }
        return unique
    }

    /// The index of the first entry whose key is `key` (`lengthDecides`: both are ASCII).
    private func index(of key: String, lengthDecides: Bool) -> Int? {
        guard let entries = mapping?.entries else { return nil }
        let length = key.utf8.count
        for index in entries.indices {
            let text = entries[index].key.text
            if lengthDecides, text.utf8.count != length { continue }
            if text == key { return index }
        }
        return nil
    }

    /// `a == b`; when both are ASCII (`lengthDecides`), texts of different lengths are told
    /// apart without the full comparison (most keys compared differ in length).
    @inline(__always)
    private static func sameKey(_ a: String, _ b: String, lengthDecides: Bool) -> Bool {
        if lengthDecides, a.utf8.count != b.utf8.count { return false }
        return a == b
    }

    private static func isASCII(_ text: String) -> Bool {
        // In place for native strings, eight bytes at a time (iterating a `UTF8View` costs
        // several times more, and keys are short).
        text.utf8.withContiguousStorageIfAvailable { bytes in
            let raw = UnsafeRawBufferPointer(bytes)
            var offset = 0
            while offset + 8 <= raw.count {
                if raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self) & 0x8080_8080_8080_8080 != 0 { return false }
                offset += 8
            }
            while offset < raw.count {
                if raw[offset] >= 0x80 { return false }
                offset += 1
            }
            return true
        } ?? text.utf8.allSatisfy { $0 < 0x80 }
    }

    private static func allASCII(_ mapping: YAMLMapping) -> Bool {
        mapping.entries.allSatisfy { isASCII($0.key.text) }
    }

    private mutating func markTaken(_ index: Int) {
        if index < 64 {
            takenBits |= 1 << UInt64(index)
        } else {
            takenBeyond.insert(index)
        }
    }

    private func isTaken(_ index: Int) -> Bool {
        index < 64 ? takenBits & (1 << UInt64(index)) != 0 : takenBeyond.contains(index)
    }
}

/// Keys that belong in another mapping than the one being read, and the help that says where
/// (`ValueMessages.belongsUnderMessage`): `finish(elsewhere:)` uses them when an unknown key has
/// no did-you-mean of its own.
struct KeysElsewhere: Sendable {
    let keys: [String]
    let help: @Sendable (String) -> String

    init(_ keys: [String], help: @escaping @Sendable (String) -> String) {
        self.keys = keys
        self.help = help
    }
}
