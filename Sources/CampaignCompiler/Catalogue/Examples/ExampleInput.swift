/// How an example's campaign file is given.
public enum ExampleInput: Sendable {
    /// Campaign text, with the `⟨CODE⟩` marker in a failing example.
    case text(String)
    /// Bytes that cannot be written as text sensibly (9 MiB, invalid UTF-8).
    case generated(GeneratedInput)
}
