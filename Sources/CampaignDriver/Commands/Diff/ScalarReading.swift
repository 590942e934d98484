import CampaignModel
import CampaignPayload
import CanonicalJSON

/// The payload's scalars read back as the language writes them (SPEC §5.1): times in RFC 3339,
/// durations with a unit, colours as `#RRGGBBAA`, SDK words as the language's words.
enum ScalarReading {
    /// What a scalar reading makes of a value.
    enum Outcome: Hashable {
        /// Shown under the entry's path.
        case shown(LanguageValue)
        /// Read, and it means "not set" (`start_time: 0`).
        case notSet
    }

    /// The outcome of `reading` for the member `key` of `object`; nil when `reading` is not a
    /// scalar reading or the member is not one it reads back (the key is then shown under
    /// `payload.`).
    static func shown(_ reading: PayloadLanguagePaths.Reading, _ key: PayloadKey, of object: PayloadObject) -> Outcome? {
        switch reading {
        case .integer:
            return object.integer(key).value.map { .shown(.integer($0)) }
        case .text:
            return object.text(key).value.map { .shown(.text($0)) }
        case .flag:
            return object.flag(key).value.map { .shown(.flag($0)) }
        case .time(let zeroIsAbsent):
            guard let seconds = object.integer(key).value else { return nil }
            if zeroIsAbsent && seconds == 0 { return .notSet }
            return time(seconds).map { .shown(.plain($0)) }
        case .seconds:
            return object.integer(key).value.flatMap(duration(seconds:)).map { .shown(.plain($0)) }
        case .milliseconds:
            return object.integer(key).value.flatMap(duration(milliseconds:)).map { .shown(.plain($0)) }
        case .colour:
            return object.integer(key).value.flatMap { UInt32(exactly: $0) }.map { .shown(.plain(Colour(argb: $0).cssText)) }
        case .word(let words):
            return object.text(key).value.flatMap { words[$0] }.map { .shown(.plain($0)) }
        default:
            return nil
        }
    }

    /// The years 1 to 9999, which RFC 3339 can write.
    static let writableSeconds: ClosedRange<Int64> = -62_135_596_800...253_402_300_799

    /// Unix seconds in RFC 3339 (`2026-03-01T09:00:00Z`).
    static func time(_ seconds: Int64) -> String? {
        guard writableSeconds.contains(seconds) else { return nil }
        return RFC3339Text.text(unixMilliseconds: seconds * 1000)
    }

    /// Whole seconds as the language writes them (`30s`, `15m`, `7d`).
    static func duration(seconds: Int64) -> String? {
        guard seconds >= 0, seconds <= Int64.max / 1000 else { return nil }
        return Duration.seconds(seconds).description
    }

    /// Milliseconds as the language writes them (`500ms`, `5s`).
    static func duration(milliseconds: Int64) -> String? {
        guard milliseconds >= 0 else { return nil }
        return Duration(milliseconds: milliseconds).description
    }
}
