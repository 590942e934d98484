/// The notes that say a file's diagnostics were cut at a limit (SPEC §7: memory a small
/// multiple of the input), added to the last diagnostic kept by the stage that cut them (the
/// front end's is `SyntaxMessages.moreSyntaxProblems`).
public enum LimitNotes {
    /// The per-file stage's: "this file has 199,000 more problems that are not reported (at
    /// most 1,000 per file)".
    public static func unreported(_ count: Int, limit: Int) -> String {
        let problems = count == 1 ? "problem that is" : "problems that are"
        return "this file has \(Words.thousands(count)) more \(problems) not reported (at most \(Words.thousands(limit)) per file)"
    }
}
