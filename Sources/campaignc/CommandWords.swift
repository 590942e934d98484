/// The words after a command's name, sorted into paths, option values and flags, in one pass —
/// for `QuickCommandLine`, which reads only what it is sure ArgumentParser reads the same way.
///
/// A word is a path unless it starts with `-` (`-` alone is standard input, a path). An option
/// is `--name value` or `--name=value`; a flag is `--name`. Anything else — a short option,
/// `--`, an unknown name, a flag with `=`, a missing or empty value, a value that starts with
/// `-` (other than `-`), an option or flag given twice that may not be — throws `Unsure`.
struct CommandWords {
    /// Thrown for a command line that ArgumentParser must read (help, usage errors, the rare).
    struct Unsure: Error {}

    /// The options a command takes, and whether each may be given more than once.
    typealias Options = [String: Repetition]

    enum Repetition {
        case once
        case repeatable
    }

    private(set) var paths: [String] = []
    private var values: [String: [String]] = [:]
    private var flags: Set<String> = []

    /// The words of a command that takes `table`'s options.
    init(_ words: ArraySlice<String>, table: [CommandLineOption]) throws(Unsure) {
        var options: Options = [:]
        var flags: Set<String> = []
        for option in table {
            switch option.kind {
            case .flag: flags.insert(option.name)
            case .value(let repeatable): options[option.name] = repeatable ? .repeatable : .once
            }
        }
        try self.init(words, options: options, flags: flags)
    }

    init(_ words: ArraySlice<String>, options: Options, flags known: Set<String>) throws(Unsure) {
        var index = words.startIndex
        while index < words.endIndex {
            let word = words[index]
            index += 1
            guard word.utf8.first == UInt8(ascii: "-"), word != "-" else {
                guard !word.isEmpty else { throw Unsure() }
                paths.append(word)
                continue
            }
            guard word.utf8.starts(with: "--".utf8), word.utf8.count > 2 else { throw Unsure() }
            let body = word.utf8.dropFirst(2)
            let equals = body.firstIndex(of: UInt8(ascii: "="))
            let name = String(Substring(word.utf8[body.startIndex..<(equals ?? body.endIndex)]))
            if known.contains(name) {
                guard equals == nil, flags.insert(name).inserted else { throw Unsure() }
                continue
            }
            guard let repetition = options[name] else { throw Unsure() }
            let value: String
            if let equals {
                value = String(Substring(word.utf8[body.index(after: equals)...]))
            } else {
                guard index < words.endIndex else { throw Unsure() }
                value = words[index]
                index += 1
                guard value.utf8.first != UInt8(ascii: "-") || value == "-" else { throw Unsure() }
            }
            guard !value.isEmpty else { throw Unsure() }
            if repetition == .once, values[name] != nil { throw Unsure() }
            values[name, default: []].append(value)
        }
    }

    /// The value of an option given at most once.
    func value(_ name: String) -> String? {
        values[name]?.first
    }

    /// Every value of a repeatable option, in command-line order.
    func values(_ name: String) -> [String] {
        values[name] ?? []
    }

    /// The value of an option read as `T` (an enumeration of words): nil when absent; `Unsure`
    /// when it is not one of the words (ArgumentParser says which it expected).
    func value<T: RawRepresentable>(_ name: String, as type: T.Type) throws(Unsure) -> T? where T.RawValue == String {
        guard let text = value(name) else { return nil }
        guard let read = T(rawValue: text) else { throw Unsure() }
        return read
    }

    /// The value of an option read as an integer, as ArgumentParser reads one.
    func integer(_ name: String) throws(Unsure) -> Int? {
        guard let text = value(name) else { return nil }
        guard let read = Int(text) else { throw Unsure() }
        return read
    }

    func flag(_ name: String) -> Bool {
        flags.contains(name)
    }

    // The same, by the table's options.
    func value(_ option: CommandLineOption) -> String? { value(option.name) }
    func values(_ option: CommandLineOption) -> [String] { values(option.name) }
    func value<T: RawRepresentable>(_ option: CommandLineOption, as type: T.Type) throws(Unsure) -> T? where T.RawValue == String {
        try value(option.name, as: type)
    }
    func integer(_ option: CommandLineOption) throws(Unsure) -> Int? { try integer(option.name) }
    func flag(_ option: CommandLineOption) -> Bool { flag(option.name) }
}
