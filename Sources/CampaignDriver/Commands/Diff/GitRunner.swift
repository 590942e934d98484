import CampaignWorkspace

/// Runs `git -C ROOT …` and gives what it printed.
struct GitRunner {
    let root: String
    let environment: DriverEnvironment

    /// The output, without its final newline; `failure` words the error from git's reason.
    func text(_ arguments: [String], failure: (String) -> String) throws(RunError) -> String {
        var output = String(decoding: try bytes(arguments, failure: failure), as: UTF8.self)
        while output.hasSuffix("\n") { output.removeLast() }
        return output
    }

    /// The bytes git printed (at most `limit`), given `input` on its standard input.
    func bytes(_ arguments: [String], input: [UInt8] = [], limit: Int = 1024 * 1024, failure: (String) -> String) throws(RunError) -> [UInt8] {
        let request = ProcessRequest(program: "git", arguments: ["-C", root] + arguments, standardInput: input, outputLimit: limit)
        let output: ProgramOutput
        switch environment.runProcess(request) {
        case .success(let ran): output = ran
        case .failure(let problem): throw .usage(failure(problem.reason))
        }
        guard output.status == 0 else {
            let line =
                String(decoding: output.standardError, as: UTF8.self).split(separator: "\n").first.map(String.init) ?? "git exited with status \(output.status)"
            throw .usage(failure(line))
        }
        guard output.standardOutput.count <= limit else { throw .usage(failure("more than \(limit) bytes")) }
        return output.standardOutput
    }
}
