/// Runs `git -C ROOT …` with its output in the scratch folder.
struct GitRunner {
    let root: String
    let scratch: TemporaryFolder
    let environment: DriverEnvironment

    /// The output, without its final newline; `failure` words the error from git's reason.
    func text(_ arguments: [String], failure: (String) -> String) throws(DriverError) -> String {
        var output = String(decoding: try bytes(arguments, failure: failure), as: UTF8.self)
        while output.hasSuffix("\n") { output.removeLast() }
        return output
    }

    func bytes(
        _ arguments: [String], input: String? = nil, limit: Int = 1024 * 1024, failure: (String) -> String
    ) throws(DriverError) -> [UInt8] {
        let input = input ?? scratch.path("empty")
        if input == scratch.path("empty"), case .failure = FileStatus.of(input) { try scratch.write([], to: "empty") }
        let request = ProcessRequest(
            program: "git", arguments: ["-C", root] + arguments, standardInput: input,
            standardOutput: scratch.path("stdout"), standardError: scratch.path("stderr"))
        let status: Int32
        switch environment.runProcess(request) {
        case .success(let code): status = code
        case .failure(let problem): throw .usage(failure(problem.reason))
        }
        guard status == 0 else {
            let errors = (try? FileReader.read(scratch.path("stderr"), limit: 4096).get()) ?? []
            let line = String(decoding: errors, as: UTF8.self).split(separator: "\n").first.map(String.init) ?? "git exited with status \(status)"
            throw .usage(failure(line))
        }
        switch FileReader.read(scratch.path("stdout"), limit: limit + 1) {
        case .success(let output) where output.count <= limit: return output
        case .success: throw .usage(failure("more than \(limit) bytes"))
        case .failure(let problem): throw .usage(failure(problem.reason))
        }
    }
}
