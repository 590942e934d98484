/// The id grammars of SPEC §2.1 and §16.2, and the `CAMPAIGN/UNIT` key that XLIFF ids and PO
/// contexts carry.
enum ExchangeIDs {
    /// `^[a-z0-9][a-z0-9_-]{0,63}$`.
    static func isCampaign(_ text: Substring) -> Bool {
        let bytes = text.utf8
        guard let first = bytes.first, bytes.count <= 64, isLowerOrDigit(first) else { return false }
        return bytes.allSatisfy { isLowerOrDigit($0) || $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: "-") }
    }

    /// `^[A-Za-z0-9_.-]{1,64}$`.
    static func isUnit(_ text: Substring) -> Bool {
        let bytes = text.utf8
        guard !bytes.isEmpty, bytes.count <= 64 else { return false }
        return bytes.allSatisfy { TagBytes.isAlphanumeric($0) || $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "-") }
    }

    /// `CAMPAIGN/UNIT` split at its one `/`, when both parts are ids.
    static func split(_ key: String) -> (campaign: String, unit: String)? {
        guard let slash = key.firstIndex(of: "/") else { return nil }
        let campaign = key[..<slash]
        let unit = key[key.index(after: slash)...]
        guard isCampaign(campaign), isUnit(unit) else { return nil }
        return (String(campaign), String(unit))
    }

    static func key(_ unit: ExchangeUnit) -> String { unit.campaign + "/" + unit.unit }

    /// Throws unless the unit's ids can be written and read back.
    static func check(_ unit: ExchangeUnit, _ format: ExchangeFormat) throws(ExchangeWriteError) {
        guard isCampaign(unit.campaign[...]) else { throw .invalidIdentifier(format, unit.campaign) }
        guard isUnit(unit.unit[...]) else { throw .invalidIdentifier(format, unit.unit) }
    }

    private static func isLowerOrDigit(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || TagBytes.isDigit(byte)
    }
}

/// The notes every format that has notes writes, and reads back.
enum UnitNotes {
    static func field(_ field: String, campaign: String) -> String { "Field \(field) of campaign \(campaign)" }
    static func width(_ px: Int) -> String { "At most \(px) px wide" }

    /// The field named by a `field(_:campaign:)` note of this campaign.
    static func parseField(_ note: String, campaign: String) -> String? {
        let suffix = " of campaign " + campaign
        guard note.hasPrefix("Field "), note.hasSuffix(suffix) else { return nil }
        let field = note.dropFirst("Field ".count).dropLast(suffix.count)
        return ExchangeIDs.isUnit(field) ? String(field) : nil
    }

    /// The px of a `width(_:)` note.
    static func parseWidth(_ note: String) -> Int? {
        guard note.hasPrefix("At most "), note.hasSuffix(" px wide") else { return nil }
        let digits = note.dropFirst("At most ".count).dropLast(" px wide".count)
        guard !digits.isEmpty, digits.count <= 9, digits.utf8.allSatisfy(TagBytes.isDigit) else { return nil }
        return Int(digits)
    }
}
