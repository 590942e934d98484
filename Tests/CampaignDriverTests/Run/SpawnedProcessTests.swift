import CampaignDriver
import XCTest

/// The runner of `diff --base`'s git: standard input given as bytes, both outputs read at once,
/// so a program that prints while it reads never blocks on a full pipe.
final class SpawnedProcessTests: XCTestCase {
    func testAProgramReadsItsInputAndPrintsWhileItReads() throws {
        // 4 MiB through `cat`: far more than a pipe holds, so both directions must flow at once.
        let input = (0..<(4 * 1024 * 1024)).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        let ran = try SpawnedProcess.run(
            ProcessRequest(program: "/bin/sh", arguments: ["-c", "cat; echo oops >&2; exit 3"], standardInput: input, outputLimit: input.count)
        ).get()
        XCTAssertEqual(ran.status, 3)
        XCTAssertEqual(ran.standardOutput.count, input.count)
        XCTAssertTrue(ran.standardOutput == input)
        XCTAssertEqual(String(decoding: ran.standardError, as: UTF8.self), "oops\n")
    }

    func testWhatFails() {
        let tooMuch = SpawnedProcess.run(ProcessRequest(program: "/bin/sh", arguments: ["-c", "yes"], outputLimit: 1000))
        XCTAssertEqual(tooMuch, .failure(ProcessFailure(reason: "more than 1000 bytes")), "stopped at the limit")
        let missing = SpawnedProcess.run(ProcessRequest(program: "campaignc-no-such-program", arguments: []))
        XCTAssertEqual(missing, .failure(ProcessFailure(reason: "cannot run campaignc-no-such-program: No such file or directory")))
        // A program that reads none of its input ends the run; the unread input is no signal.
        let deaf = SpawnedProcess.run(ProcessRequest(program: "/bin/sh", arguments: ["-c", "exit 0"], standardInput: Array(repeating: 1, count: 1 << 22)))
        XCTAssertEqual(deaf, .success(ProgramOutput(status: 0)))
        let killed = SpawnedProcess.run(ProcessRequest(program: "/bin/sh", arguments: ["-c", "kill -9 $$"]))
        XCTAssertEqual(killed, .failure(ProcessFailure(reason: "/bin/sh was stopped by signal 9")))
    }
}
