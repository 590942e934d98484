import CampaignDiagnostics
import CampaignYAML
import Foundation

/// Generates the corpus, runs the stages and prints the figures.
struct BenchRunner {
    let options: BenchOptions

    func run() async -> Int32 {
        let corpus: Corpus
        do {
            corpus = try Corpus.generate(count: options.files, into: options.corpusDirectory, readable: options.readable)
        } catch {
            BenchOutput.error("campaignc-bench: cannot write the corpus: \(error)")
            return 2
        }
        defer { if !options.keep { corpus.removeIfOwned() } }
        print(describe(corpus))
        if options.generateOnly { return 0 }

        print(
            "runs per stage: \(options.repeats) (best and median wall time shown); MB = 10^6 bytes; "
                + "vs (a) = best time / best time of (a);\n"
                + "cpu ms = processor time of the best run, all threads; cpu/(a) = that / best time of (a) (the ratio on one core)")
        print("")
        var table = ResultTable(files: corpus.sources.count, bytes: corpus.totalBytes)
        var notes: [String] = []
        var status: Int32 = 0
        if options.runs(.libyaml) {
            let events = StageTiming.measure(repeats: options.repeats) {
                corpus.sources.reduce(0) { $0 + LibYAMLEventScanner.countEvents($1.bytes) }
            }
            table.yardstick = events.best
            table.rows.append(ResultTable.Row(name: "(a) libyaml events (yardstick)", timing: events))
            notes.append("(a) \(BenchFormat.grouped(events.checksum)) events" + (events.checksum < 0 ? " (libyaml reported an error)" : ""))
        }
        if options.runs(.frontEnd) {
            let frontEnd = StageTiming.measure(repeats: options.repeats) {
                corpus.sources.reduce(0) { total, source in
                    let file = YAMLParser.parse(source)
                    return total + file.documents.count * 1_000_000 + file.diagnostics.count
                }
            }
            table.rows.append(ResultTable.Row(name: "(b) front end YAMLParser.parse", timing: frontEnd))
            notes.append(frontEndCheck(frontEnd, files: corpus.sources.count))
            notes.append("(b) peak memory so far (ru_maxrss): \(BenchFormat.megabytes(PeakMemory.residentBytes())) MB")
        }
        if options.runs(.validate) {
            let validate = await ValidateStage.measure(corpus: corpus, repeats: options.repeats, jobs: options.jobs)
            table.rows.append(ResultTable.Row(name: "(c) validate end to end, \(validate.jobs) jobs", timing: validate.timing))
            notes.append(
                "(c) validate: exit status \(validate.exitStatus), \(BenchFormat.grouped(validate.timing.checksum)) bytes of report; "
                    + "last line: \(validate.summary)")
            notes.append("(c) peak memory so far (ru_maxrss): \(BenchFormat.megabytes(PeakMemory.residentBytes())) MB")
        }
        if options.runs(.compile) {
            do {
                let compile = try await CompileStage.measure(corpus: corpus, repeats: options.repeats, jobs: options.jobs)
                table.rows.append(ResultTable.Row(name: "(d) compile --output, \(compile.jobs) jobs", timing: compile.timing))
                notes.append(
                    "(d) compile: exit status \(compile.exitStatus), \(BenchFormat.grouped(compile.payloadBytes)) bytes of payload; "
                        + "last line: \(compile.summary)")
                notes.append("(d) peak memory so far (ru_maxrss): \(BenchFormat.megabytes(PeakMemory.residentBytes())) MB")
            } catch {
                BenchOutput.error("campaignc-bench: (d) cannot make an output folder: \(error)")
                status = 2
            }
        }
        print(table.render(), terminator: "")
        print("")
        print(
            "checks and memory (the bench holds the corpus itself in memory, "
                + "\(BenchFormat.megabytes(corpus.totalBytes)) MB; Scripts/bench.sh measures the executable alone):")
        for note in notes { print("  " + note) }
        if options.keep, corpus.ownsRoot { print("corpus kept in \(corpus.root)") }
        return status
    }

    private func describe(_ corpus: Corpus) -> String {
        let count = corpus.sources.count
        let average = count == 0 ? 0 : corpus.totalBytes / count
        return "corpus: \(BenchFormat.grouped(count)) files, \(BenchFormat.megabytes(corpus.totalBytes)) MB "
            + "(\(average) B/file, \(corpus.smallestFile)–\(corpus.largestFile) B), "
            + "seed 0x\(String(CorpusGenerator.seed, radix: 16, uppercase: true))"
            + (corpus.ownsRoot && !options.keep ? "" : ", in \(corpus.root)")
    }

    /// What (b) computed, so a broken stage shows up beside its speed.
    private func frontEndCheck(_ frontEnd: StageTiming, files: Int) -> String {
        let documents = frontEnd.checksum / 1_000_000
        let diagnostics = frontEnd.checksum % 1_000_000
        var line = "(b) \(BenchFormat.grouped(documents)) documents, \(BenchFormat.grouped(diagnostics)) diagnostics"
        if documents == 0, files > 0 {
            line += "\n  warning: the front end built no documents: (b) is not meaningful"
        }
        return line
    }
}
