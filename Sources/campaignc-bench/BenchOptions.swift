/// The command line of `campaignc-bench`, parsed by hand (the bench does not link
/// ArgumentParser).
struct BenchOptions: Equatable {
    var files = 10_000
    var corpusDirectory: String?
    var keep = false
    var repeats = 3
    var generateOnly = false

    static let usage = """
        usage: campaignc-bench [--files N] [--corpus DIR] [--keep] [--repeat K] [--generate-only]

          --files N         number of campaign files to generate (default 10000)
          --corpus DIR      write the corpus into DIR (created if needed, never deleted;
                            other campaign files in DIR would be validated too)
          --keep            keep the temporary corpus directory and print its path
          --repeat K        runs per stage; the best and the median are shown (default 3)
          --generate-only   write the corpus, print its size and stop

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
            case "--files", "--repeat", "--corpus":
                guard let value = rest.popFirst() else { return .failure("\(argument) needs a value") }
                if argument == "--corpus" {
                    options.corpusDirectory = value
                    continue
                }
                guard let number = Int(value), number >= 1 else {
                    return .failure("\(argument) needs a positive integer, not '\(value)'")
                }
                if argument == "--files" { options.files = number } else { options.repeats = number }
            default:
                return .failure("unknown argument '\(argument)'")
            }
        }
        return .run(options)
    }
}
