import CampaignModel

/// Writes the benchmark corpus: realistic, valid campaign files of about 1.0–1.4 KB,
/// the same on every machine (fixed seed, own PRNG). Generate files in index order
/// 0, 1, 2…: file `i` is the same whatever the total count.
struct CorpusGenerator {
    static let seed: UInt64 = 0xCA3F_A16C_2026_0002
    static let minimumBytes = 1000
    static let maximumBytes = 1400

    /// A few lines of a file; `droppable` pieces may be left out to keep a file in size.
    struct Piece {
        var lines: [String]
        var droppable: Bool

        init(_ lines: [String], droppable: Bool = true) {
            self.lines = lines
            self.droppable = droppable
        }
    }

    var rng = SplitMix64(seed: CorpusGenerator.seed)
    private var planner = SchedulePlanner()
    /// The diagnostic-light corpus: light text on dark backgrounds everywhere, durations with
    /// their unit, no bare `NO`, button labels that fit. Otherwise any colour and a few careless
    /// values, so that about 16,700 warnings come out of 10,000 files. The same draws either way.
    let readable: Bool

    init(readable: Bool = false) {
        self.readable = readable
    }

    /// The path (relative to the corpus root) and text of campaign file `index`.
    mutating func file(index: Int) -> (path: String, text: String) {
        let family = rng.pick(CorpusVocabulary.families)
        let team = rng.pick(CorpusVocabulary.teams)
        let id = "\(family.slug)-\(padded(index))"
        let triggers = makeTriggers(family: family, index: index)
        let (drawnLine, drawn) = makePriority()
        let placement = planner.place(
            keys: triggers.map(\.key), priority: drawn,
            preferUnscheduled: rng.chance(25), preferred: rng.int(0...51))
        let priorityLine = placement.priority == drawn ? drawnLine : "priority: \(placement.priority)"
        let slot = placement.slot

        var head: [Piece] = [
            Piece(["# \(family.title) — owned by \(team)@example.com"]),
            Piece(["campaign: \(id)", "name: \(family.title) \(index)"], droppable: false),
            Piece(["description: \(family.title) for the \(team) team, wave \(index % 7 + 1)"]),
        ]
        if let priorityLine { head.append(Piece([priorityLine], droppable: false)) }
        if let slot { head.append(Piece(scheduleLines(slot: slot), droppable: false)) }
        if rng.chance(50) {
            head.append(Piece(["reeligible_after: " + unitless(rng.pick(["12h", "24h", "3d", "7d", "30d", "90d", "86400"]))]))
        }
        if rng.chance(40) {
            head.append(Piece(["delay: " + unitless(rng.pick(["0s", "1s", "2s", "5s", "10s", "30s", "3"]))]))
        }
        head.append(Piece(renderTriggers(triggers), droppable: false))
        let message = makeMessage(family: family, id: id, team: team, index: index)
        let text = fit(head + message, id: id, team: team, target: rng.int(1080...1320))
        return ("\(team)/\(family.slug)/\(id).yaml", text)
    }

    /// A duration as drawn, or with the unit `s` (W317) in a readable corpus.
    func unitless(_ duration: String) -> String {
        readable && duration.last?.isNumber == true ? duration + "s" : duration
    }

    private mutating func makePriority() -> (String?, Int) {
        switch rng.int(0...99) {
        case 0..<20: return (nil, 50)
        case 20..<35:
            let (word, value) = rng.pick([("low", 25), ("medium", 50), ("high", 75)])
            return ("priority: \(word)", value)
        default:
            let value = rng.int(0...100)
            return ("priority: \(value)", value)
        }
    }

    private mutating func scheduleLines(slot: Int) -> [String] {
        let start = SchedulePlanner.firstSlotStart + slot * SchedulePlanner.slotSeconds
        let offset = rng.pick([0, 0, 0, 60, 120, -300])
        return [
            "schedule:",
            "  start: " + RFC3339Text.text(unixMilliseconds: Int64(start) * 1000, offsetMinutes: Int64(offset)),
            "  end: " + RFC3339Text.text(unixMilliseconds: Int64(start + SchedulePlanner.windowSeconds) * 1000, offsetMinutes: Int64(offset)),
        ]
    }

    /// Leaves out droppable pieces from the end while the file is over its target, then
    /// pads the message's extras (always the last piece) until the file is large enough.
    private func fit(_ pieces: [Piece], id: String, team: String, target: Int) -> String {
        var kept = pieces
        var index = kept.count - 1
        while size(kept) > target + 60, index >= 0 {
            if kept[index].droppable { kept.remove(at: index) }
            index -= 1
        }
        let padding = [
            "utm_source: in_app", "utm_campaign: \(id)", "owner: \(team)@example.com",
            "experiment: exp-\(id.count)-b", "deeplink_fallback: https://www.example.com/app/\(id)",
            "copy_version: v3", "locale_group: emea", "tracking_tag: iam-\(id)",
        ]
        var next = 0
        while size(kept) < max(target - 60, Self.minimumBytes) {
            let line = next < padding.count ? padding[next] : "note_\(next): kept for size, ignored by the app"
            kept[kept.count - 1].lines.append("    " + line)
            next += 1
        }
        return render(kept)
    }

    private func size(_ pieces: [Piece]) -> Int {
        pieces.reduce(0) { total, piece in
            piece.lines.reduce(total) { $0 + $1.utf8.count + 1 }
        }
    }

    private func render(_ pieces: [Piece]) -> String {
        pieces.flatMap(\.lines).joined(separator: "\n") + "\n"
    }

    func padded(_ index: Int) -> String {
        let text = String(index)
        return String(repeating: "0", count: max(0, 5 - text.count)) + text
    }
}
