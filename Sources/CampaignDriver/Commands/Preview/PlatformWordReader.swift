import CampaignMessages
import CampaignPreview

/// Reads a word of `preview --platform` (SPEC §5): `ios`, `android`, `web` or `all`; another
/// word is a usage error (exit status 2) with a did-you-mean.
public enum PlatformWordReader {
    /// The word's meaning, or an error whose description says what was expected.
    public static func read(_ word: String) throws(UnknownPlatformWord) -> PlatformWord {
        if let known = PlatformWord(rawValue: word) { return known }
        let words = PlatformWord.allCases.map(\.rawValue)
        var message = "expected " + words.dropLast().map { "'\($0)'" }.joined(separator: ", ") + " or '\(words.last ?? "")'"
        if let suggestion = DidYouMean.suggestion(for: word.lowercased(), among: words) {
            message += "; did you mean '\(suggestion)'?"
        }
        throw UnknownPlatformWord(description: message)
    }
}

/// A `--platform` word that names no platform; its description is the message.
public struct UnknownPlatformWord: Error, CustomStringConvertible, Hashable, Sendable {
    public let description: String
}
