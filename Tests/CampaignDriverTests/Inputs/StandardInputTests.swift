import CampaignDriver
import CampaignWorkspace
import Foundation
import XCTest

/// Standard input is read only up to the size limit (SPEC §7), never whole.
final class StandardInputTests: XCTestCase {
    /// The limit the driver asks for, recorded by a fake reader.
    private final class Recorder: @unchecked Sendable {
        private let lock = NSLock()
        private var limits: [Int] = []

        func record(_ limit: Int) {
            lock.withLock { limits.append(limit) }
        }

        var recorded: [Int] { lock.withLock { limits } }
    }

    func testTheDriverAsksForTheFileLimitPlusOneByte() async {
        let recorder = Recorder()
        let environment = DriverEnvironment(
            workingDirectory: "/", currentTime: 0,
            readStandardInput: { limit in
                recorder.record(limit)
                return .success(Array("campaign: [x\n".utf8))
            })
        let result = await ValidateOperation.run(ValidateOptions(paths: ["-"], format: .github), environment: environment)
        XCTAssertEqual(result.exitStatus, 1)
        XCTAssertEqual(recorder.recorded, [8 * 1024 * 1024 + 1])
    }

    func testTheReaderStopsAtTheLimit() throws {
        let pipe = Pipe()
        pipe.fileHandleForWriting.write(Data(repeating: UInt8(ascii: "a"), count: 50_000))
        let read = StandardInputReader.read(descriptor: pipe.fileHandleForReading.fileDescriptor, limit: 20_000)
        XCTAssertEqual(try read.get().count, 20_000)
        try pipe.fileHandleForWriting.close()
        let rest = StandardInputReader.read(descriptor: pipe.fileHandleForReading.fileDescriptor, limit: 1_000_000)
        XCTAssertEqual(try rest.get().count, 30_000)
        let closed = StandardInputReader.read(descriptor: -1, limit: 10)
        XCTAssertEqual(closed.map(\.count), .failure(StandardInputFailure(reason: "Bad file descriptor")))
    }
}
