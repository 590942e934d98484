import CampaignDriver
import CampaignTestSupport
import Foundation
import XCTest

/// `campaignc test` over thousands of scenarios: finding each scenario's own errors, and
/// running them, grow linearly (each error was once compared with every scenario).
final class TestScaleTests: XCTestCase {
    func testManyScenariosWithErrorsAreLinear() async throws {
        let folder = try TestFolder()
        defer { folder.remove() }
        let environment = DriverEnvironment(workingDirectory: folder.path, currentTime: 1_772_355_600, processorCount: 1)
        try await CPUTime.assertLinear(size: 100, "scenarios with errors") { count in
            let name = "s\(count).yaml"
            let scenarios = (0..<count).map { index in
                "scenario: s\(index)\nstart: 2026-03-02T10:00:00Z\nsteps:\n  - session_start\n  - expect: { displayed: nope\(index % 7) }\n"
            }
            try folder.write(name, "campaign: c\ntrigger: session_start\nmessage: { type: slideup, message: m }\n---\n" + scenarios.joined(separator: "---\n"))
            return name
        } _: { name in
            let result = await TestOperation.run(
                TestOptions(checking: ValidateOptions(paths: [folder.path(name)], format: .json, color: .never, jobs: 1)), environment: environment)
            XCTAssertEqual(result.exitStatus, 1)
        }
    }
}
