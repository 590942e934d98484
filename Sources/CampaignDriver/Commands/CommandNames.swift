import CampaignCompiler
import CampaignMessages
import CampaignWorkspace

/// The check of a command's name before the command line is parsed: an unknown command is
/// a usage error with a did-you-mean suggestion (SPEC §5: `valdate` → `validate`).
public enum CommandNames {
    /// The usage error for `arguments` (without the program name) when their first word is
    /// not an option and not one of `known`; nil when the command is known or absent.
    public static func unknownCommand(in arguments: [String], known: [String]) -> RunError? {
        guard let word = arguments.first, !word.hasPrefix("-"), !known.contains(word) else { return nil }
        var message = "unknown command '\(word)'"
        if let suggestion = DidYouMean.suggestion(for: word, among: known) ?? DidYouMean.suggestion(for: word.lowercased(), among: known) {
            message += "; did you mean '\(suggestion)'?"
        } else {
            message += "; expected " + known.map { "'\($0)'" }.joined(separator: ", ")
        }
        return .usage(message)
    }

    /// The usage error for `--fix` or `--diff` given to a command other than `validate`, which
    /// alone applies fix-its (SPEC §13.2): it names `validate --fix` instead of suggesting an
    /// option that merely looks alike. Nil otherwise; words after `--` are paths.
    public static func misplacedFixOption(in arguments: [String]) -> RunError? {
        guard let command = arguments.first, command != "validate", command != "help", !command.hasPrefix("-") else { return nil }
        let options = arguments.dropFirst().prefix { $0 != "--" }
        guard let option = options.first(where: { $0 == "--fix" || $0 == "--diff" }) else { return nil }
        return .usage("unknown option '\(option)' for '\(command)'; fix-its are applied by 'campaignc validate --fix'")
    }
}
