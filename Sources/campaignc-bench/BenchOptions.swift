/// The command line of `campaignc-bench`, parsed by hand (the bench does not link
/// ArgumentParser).
struct BenchOptions: Equatable {
    /// The stages of the bench, in the order they run.
    enum Stage: Character, CaseIterable, Comparable {
        case libyaml = "a"
        case frontEnd = "b"
        case validate = "c"
        case compile = "d"

        static func < (a: Stage, b: Stage) -> Bool { a.rawValue < b.rawValue }
    }

    var files = 10_000
    var corpusDirectory: String?
    var keep = false
    var repeats = 3
    var generateOnly = false
    /// The diagnostic-light corpus (`--readable`): light text on dark backgrounds, units on
    /// durations, quoted country codes and labels that fit (10,000 files give no diagnostic).
    var readable = false
    /// The stages to run (`--stage`); all of them by default.
    var stages: [Stage] = Stage.allCases
    /// Jobs of (c) and (d); nil means one per core, as the executable does.
    var jobs: Int?

    static let usage = """
        usage: campaignc-bench [--files N] [--corpus DIR] [--keep] [--repeat K] [--generate-only]
                               [--readable] [--stage abcd] [--jobs N]

          --files N         number of campaign files to generate (default 10000)
          --corpus DIR      write the corpus into DIR (created if needed, never deleted;
                            other campaign files in DIR would be validated too)
          --keep            keep the temporary corpus directory and print its path
          --repeat K        runs per stage; the best and the median are shown (default 3)
          --generate-only   write the corpus, print its size and stop
          --readable        the diagnostic-light corpus: light text on dark backgrounds,
                            units on durations, quoted countries, labels that fit
          --stage LETTERS   run only these stages (default abcd): a libyaml events,
                            b front end, c validate end to end, d compile end to end
          --jobs N          files worked on at once in (c) and (d) (default: one per core)

        """

    enum ParseResult: Equatable {
        case run(BenchOptions)
        case help
        case failure(String)
    }

    static func parse(_ arguments: [String]) -> ParseResult {
        var options = BenchOptions()
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            switch argument {
            case "--help", "-h": return .help
            case "--keep": options.keep = true
            case "--generate-only": options.generateOnly = true
            case "--readable": options.readable = true
            case "--files", "--repeat", "--corpus", "--stage", "--jobs":
                guard let value = rest.popFirst() else { return .failure("\(argument) needs a value") }
                if argument == "--corpus" {
                    options.corpusDirectory = value
                    continue
                }
                if argument == "--stage" {
                    guard let stages = parseStages(value) else {
                        return .failure("--stage needs letters from abcd, not '\(value)'")
                    }
                    options.stages = stages
                    continue
                }
                guard let number = Int(value), number >= 1 else {
                    return .failure("\(argument) needs a positive integer, not '\(value)'")
                }
                switch argument {
                case "--files": options.files = number
                case "--jobs": options.jobs = number
                default: options.repeats = number
                }
            default:
                return .failure("unknown argument '\(argument)'")
            }
        }
        return .run(options)
    }

    /// `abcd`, `c`, `a,c`: the stages named, each once, in stage order.
    static func parseStages(_ text: String) -> [Stage]? {
        var stages = Set<Stage>()
        for character in text where character != "," {
            guard let stage = Stage(rawValue: character) else { return nil }
            stages.insert(stage)
        }
        return stages.isEmpty ? nil : stages.sorted()
    }

    func runs(_ stage: Stage) -> Bool { stages.contains(stage) }
}
