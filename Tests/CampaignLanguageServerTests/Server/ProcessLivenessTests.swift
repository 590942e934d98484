import CanonicalJSON
import Synchronization
import XCTest

@testable import CampaignLanguageServer

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The watch of the client's process tells a running process from a zombie (SPEC §13.3: the
/// server exits within 10 s of its client's end, also when the client's parent did not reap it).
final class ProcessLivenessTests: XCTestCase {
    private func liveness(exists: Bool = true, stat: String?) -> ProcessLiveness {
        ProcessLiveness(exists: { _ in exists }, stat: { _ in stat.map { Array($0.utf8) } })
    }

    func testARunningOrSleepingProcessIsAlive() {
        XCTAssertTrue(liveness(stat: "4242 (nvim) S 1 4242 4242 0 -1 4194560").isAlive(4242))
        XCTAssertTrue(liveness(stat: "4242 (code) R 1 4242").isAlive(4242))
        XCTAssertTrue(liveness(stat: "4242 (code) D 1 4242").isAlive(4242))
    }

    func testAZombieOrDeadProcessIsNotAlive() {
        XCTAssertFalse(liveness(stat: "4242 (nvim) Z 1 4242 4242 0 -1").isAlive(4242))
        XCTAssertFalse(liveness(stat: "4242 (nvim) X 1").isAlive(4242))
    }

    func testTheStateFollowsTheLastParenthesisOfTheCommandName() {
        XCTAssertFalse(liveness(stat: "4242 (a) R (b) Z 1 4242").isAlive(4242))
        XCTAssertTrue(liveness(stat: "4242 (x) Z) S 1 4242").isAlive(4242))
        XCTAssertEqual(ProcessLiveness.state(inStat: Array("1 (my editor) T 0".utf8)), UInt8(ascii: "T"))
        XCTAssertNil(ProcessLiveness.state(inStat: Array("garbage".utf8)))
    }

    func testWithoutAReadableStatTheSignalDecides() {
        XCTAssertTrue(liveness(exists: true, stat: nil).isAlive(4242))
        XCTAssertTrue(liveness(exists: true, stat: "unreadable").isAlive(4242))
        XCTAssertFalse(liveness(exists: false, stat: nil).isAlive(4242))
        XCTAssertFalse(liveness(exists: false, stat: "4242 (nvim) S 1").isAlive(4242))
    }

    func testIDsThatNameNoProcessAreNeverSignalled() {
        let asked = Mutex<[Int32]>([])
        let probe = ProcessLiveness(
            exists: { id in
                asked.withLock { $0.append(id) }
                return true
            }, stat: { _ in nil })
        for id: Int64 in [0, -1, -4242, 1 << 31, .max] { XCTAssertFalse(probe.isAlive(id), "\(id)") }
        XCTAssertEqual(asked.withLock { $0 }, [])
    }

    func testInitializeWithAProcessIDThatNamesNoProcessStartsNoWatch() {
        let lines = Mutex<[String]>([])
        let environment = ServerEnvironment(
            analyzer: FakeAnalyzer(), version: "3.0.0", log: { line in lines.withLock { $0.append(line) } }, isProcessAlive: { _ in false },
            terminate: { _ in XCTFail("terminated") })
        let session = ServerSession(environment: environment, send: { _ throws(StreamFailure) in })
        XCTAssertNoThrow(try session.process([.message(JSONWriter.compact(MessageBytes.request(1, "initialize", ["processId": 0, "capabilities": [:]])))]))
        XCTAssertTrue(lines.withLock { $0 }.contains("initialize: processId 0 names no process; it is not watched"), "\(lines.withLock { $0 })")
    }

    /// A real child that ended but was not waited for: signal 0 still reaches it, the watch does not.
    func testARealZombieChildIsNotAlive() throws {
        var child: pid_t = 0
        let arguments: [UnsafeMutablePointer<CChar>?] = [strdup("/bin/true"), nil]
        defer { for argument in arguments { free(argument) } }
        XCTAssertEqual(posix_spawn(&child, "/bin/true", nil, nil, arguments, environ), 0)
        defer { waitpid(child, nil, 0) }
        XCTAssertTrue(ProcessLiveness.system.isAlive(Int64(getpid())), "the test process itself")
        var waited = 0
        while ProcessLiveness.system.isAlive(Int64(child)) && waited < 10_000 {
            usleep(10_000)
            waited += 10
        }
        XCTAssertFalse(ProcessLiveness.system.isAlive(Int64(child)), "still alive after \(waited) ms")
        XCTAssertEqual(kill(child, 0), 0, "a zombie still answers signal 0")
        XCTAssertEqual(ProcessLiveness.system.stat(child).flatMap(ProcessLiveness.state(inStat:)), UInt8(ascii: "Z"))
    }
}
