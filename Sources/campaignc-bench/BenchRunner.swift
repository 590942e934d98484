import CampaignDiagnostics
import CampaignYAML
import Foundation

/// Generates the corpus, runs the stages and prints the figures.
struct BenchRunner {
    let options: BenchOptions

    func run() async -> Int32 {
        let corpus: Corpus
        do {
            corpus = try Corpus.generate(count: options.files, into: options.corpusDirectory)
        } catch {
            BenchOutput.error("campaignc-bench: cannot write the corpus: \(error)")
            return 2
        }
        defer { if !options.keep { corpus.removeIfOwned() } }
        print(describe(corpus))
        if options.generateOnly { return 0 }

        print("runs per stage: \(options.repeats) (best and median shown); MB = 10^6 bytes; "
            + "vs (a) = best time / best time of (a)")
        print("")
        var table = ResultTable(files: corpus.sources.count, bytes: corpus.totalBytes)
        let events = StageTiming.measure(repeats: options.repeats) {
            corpus.sources.reduce(0) { $0 + LibYAMLEventScanner.countEvents($1.bytes) }
        }
        table.rows.append(ResultTable.Row(name: "(a) libyaml events (yardstick)", timing: events))
        let frontEnd = StageTiming.measure(repeats: options.repeats) {
            corpus.sources.reduce(0) { total, source in
                let file = YAMLParser.parse(source)
                return total + file.documents.count * 1_000_000 + file.diagnostics.count
            }
        }
        table.rows.append(ResultTable.Row(name: "(b) front end YAMLParser.parse", timing: frontEnd))
        let frontEndPeak = PeakMemory.residentBytes()
        let validate = await ValidateStage.measure(corpus: corpus, repeats: options.repeats)
        table.rows.append(ResultTable.Row(name: "(c) validate end to end, \(validate.jobs) jobs", timing: validate.timing))
        print(table.render(), terminator: "")
        print("")
        print(checks(events: events, frontEnd: frontEnd, files: corpus.sources.count))
        print("(c) validate: exit status \(validate.exitStatus), \(BenchFormat.grouped(validate.timing.checksum)) bytes of report; "
            + "last line: \(validate.summary)")
        print("(d) peak memory (ru_maxrss): \(BenchFormat.megabytes(frontEndPeak)) MB after (b), "
            + "\(BenchFormat.megabytes(PeakMemory.residentBytes())) MB at the end "
            + "(the corpus itself is held in memory)")
        if options.keep, corpus.ownsRoot { print("corpus kept in \(corpus.root)") }
        return 0
    }

    private func describe(_ corpus: Corpus) -> String {
        let count = corpus.sources.count
        let average = count == 0 ? 0 : corpus.totalBytes / count
        return "corpus: \(BenchFormat.grouped(count)) files, \(BenchFormat.megabytes(corpus.totalBytes)) MB "
            + "(\(average) B/file, \(corpus.smallestFile)–\(corpus.largestFile) B), "
            + "seed 0x\(String(CorpusGenerator.seed, radix: 16, uppercase: true))"
            + (corpus.ownsRoot && !options.keep ? "" : ", in \(corpus.root)")
    }

    /// What the stages computed, so a broken stage shows up beside its speed.
    private func checks(events: StageTiming, frontEnd: StageTiming, files: Int) -> String {
        let documents = frontEnd.checksum / 1_000_000
        let diagnostics = frontEnd.checksum % 1_000_000
        var line = "checks: (a) \(BenchFormat.grouped(events.checksum)) events"
            + (events.checksum < 0 ? " (libyaml reported an error)" : "")
            + "; (b) \(BenchFormat.grouped(documents)) documents, \(BenchFormat.grouped(diagnostics)) diagnostics"
        if documents == 0, files > 0 {
            line += "\n  warning: the front end built no documents: YAMLParser is still a placeholder, (b) is not meaningful"
        }
        return line
    }
}
