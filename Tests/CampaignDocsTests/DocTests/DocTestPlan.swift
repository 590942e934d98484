/// What the doc tests do with a page that opts in (`<!-- doctest -->`), in the page's order:
///
/// - a block with `<!-- file: PATH -->` above it is written to `PATH` in the page's scratch
///   folder (a later block may write the same file again: a fix);
/// - an `sh` block is a command, and the block right after it (a `text` block, nothing but
///   blank lines between) is what it prints — standard output, then standard error — with
///   `exit=N` in its info string when the exit status is not 0. `<!-- doctest: skip … -->`
///   above an `sh` block leaves it out (and says why, for the reader of the source).
struct DocTestPlan {
    /// One thing to do.
    enum Step {
        case write(path: String, text: String)
        case run(DocCommand, output: FencedBlock)
    }

    let steps: [Step]
    /// What is wrong with the page as a doc test (an `sh` block without its output block …).
    let problems: [DocTestProblem]

    init(_ page: MarkdownPage) {
        var steps: [Step] = []
        var problems: [DocTestProblem] = []
        var outputs: Set<Int> = []
        for (index, block) in page.blocks.enumerated() where !outputs.contains(index) {
            let line = block.openLine + 1
            if let path = block.fileName {
                guard Self.isRelativeInside(path) else {
                    problems.append(DocTestProblem("\(page.path):\(line): a file directive names a path inside the scratch folder, not `\(path)`"))
                    continue
                }
                steps.append(.write(path: path, text: block.contentText))
                continue
            }
            guard block.language == "sh", !block.isSkipped else { continue }
            let output = index + 1 < page.blocks.count ? page.blocks[index + 1] : nil
            guard let output, output.language == "text", Self.onlyBlankLines(page, from: block.closeLine + 1, to: output.openLine) else {
                problems.append(DocTestProblem("\(page.path):\(line): a command block needs a `text` block right after it with what it prints"))
                continue
            }
            outputs.insert(index + 1)
            switch DocCommand.parse(block.content) {
            case .success(let command): steps.append(.run(command, output: output))
            case .failure(let problem): problems.append(DocTestProblem("\(page.path):\(line): \(problem)"))
            }
        }
        self.steps = steps
        self.problems = problems
    }

    /// The number of commands the page runs.
    var commandCount: Int {
        steps.filter { if case .run = $0 { true } else { false } }.count
    }

    private static func onlyBlankLines(_ page: MarkdownPage, from start: Int, to end: Int) -> Bool {
        start >= end || page.lines[start..<end].allSatisfy { $0.trimmingBlanks.isEmpty }
    }

    /// `a/b.yaml`, never `/a`, `../a` or `a/../../b`.
    static func isRelativeInside(_ path: String) -> Bool {
        !path.isEmpty && !path.hasPrefix("/") && !path.split(separator: "/").contains("..")
    }
}
