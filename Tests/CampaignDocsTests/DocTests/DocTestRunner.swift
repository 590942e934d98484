import CampaignTestSupport
import Foundation

/// Runs the doc tests of one page in a scratch folder of its own, and gives the page as it
/// would read with the output each command really printed: the test compares that text with
/// the page (and `CAMPAIGNC_RECORD=1` writes it).
struct DocTestRunner {
    /// The page with every output block replaced by what its command printed.
    struct Result {
        let text: String
        let commandCount: Int
        let problems: [DocTestProblem]
    }

    func run(_ page: MarkdownPage) throws -> Result {
        let plan = DocTestPlan(page)
        let folder = try TestFolder()
        defer { folder.remove() }
        var lines = page.lines
        var replacements: [(FencedBlock, [String])] = []
        var problems = plan.problems
        for step in plan.steps {
            switch step {
            case .write(let path, let text):
                try folder.write(path, text)
            case .run(let command, let output):
                let printed = try execute(command, in: folder)
                guard printed.text.isEmpty || printed.text.hasSuffix("\n") else {
                    problems.append(DocTestProblem("\(page.path):\(output.openLine + 1): the output does not end with a line break"))
                    continue
                }
                var info = output.info.split(separator: " ").filter { !$0.hasPrefix("exit=") }.joined(separator: " ")
                if printed.status != 0 { info += " exit=\(printed.status)" }
                let fence = String(page.lines[output.openLine].prefix { $0 == " " || $0 == "`" })
                let body = printed.text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
                    .map { String(repeating: " ", count: output.indent) + $0 }
                replacements.append((output, [fence + info] + body))
            }
        }
        for (block, replacement) in replacements.reversed() {
            lines.replaceSubrange(block.openLine..<block.closeLine, with: replacement)
        }
        return Result(text: lines.joined(separator: "\n"), commandCount: plan.commandCount, problems: problems)
    }

    /// What a command printed (standard output, then standard error: the order campaignc
    /// writes them in) and its exit status.
    private func execute(_ command: DocCommand, in folder: TestFolder) throws -> (text: String, status: Int32) {
        switch command.program {
        case .campaignc:
            let output = try CampaigncProcess.run(command.arguments, in: folder.url)
            return (output.standardOutput + output.standardError, output.status)
        case .cat:
            guard let bytes = folder.bytes(command.arguments[0]) else {
                return ("cat: \(command.arguments[0]): No such file or directory\n", 1)
            }
            return (String(decoding: bytes, as: UTF8.self), 0)
        }
    }
}
