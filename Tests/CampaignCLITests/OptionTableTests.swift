import ArgumentParser
import CampaignTestSupport
import Foundation
import XCTest

@testable import campaignc

/// Every option is spelled once, in `OptionTable`: ArgumentParser's reading of each command
/// (what the built binary's `--experimental-dump-help` says it knows) has exactly the options of
/// the command's list, with the same kinds and help, so `QuickCommandLine`, which reads the
/// same lists, can never know an option ArgumentParser does not, or the other way round.
final class OptionTableTests: XCTestCase {
    private struct Known: Hashable, CustomStringConvertible {
        let name: String
        let isFlag: Bool
        let isRepeating: Bool
        let abstract: String

        var description: String { "--\(name)\(isFlag ? "" : " <value>")\(isRepeating ? " (repeatable)" : ""): \(abstract)" }
    }

    /// The options ArgumentParser reads for `command`, but its own `--help` and `--version`.
    private func argumentParserOptions(_ command: String) throws -> [Known] {
        let output = try CampaigncProcess.run(command.split(separator: " ").map(String.init) + ["--experimental-dump-help"])
        XCTAssertEqual(output.status, 0, output.standardError)
        let document = try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [String: Any]
        let arguments = (document?["command"] as? [String: Any])?["arguments"] as? [[String: Any]] ?? []
        return arguments.compactMap { argument in
            guard let kind = argument["kind"] as? String, kind != "positional",
                let names = (argument["names"] as? [[String: Any]])?.compactMap({ $0["name"] as? String }),
                let name = names.last, !names.contains("help"), !names.contains("version")
            else { return nil }
            return Known(
                name: name, isFlag: kind == "flag", isRepeating: argument["isRepeating"] as? Bool ?? false, abstract: argument["abstract"] as? String ?? "")
        }
    }

    private func table(_ options: [CommandLineOption]) -> [Known] {
        options.map { option in
            switch option.kind {
            case .flag: Known(name: option.name, isFlag: true, isRepeating: false, abstract: option.help.abstract)
            case .value(let repeatable): Known(name: option.name, isFlag: false, isRepeating: repeatable, abstract: option.help.abstract)
            }
        }
    }

    func testArgumentParserReadsExactlyTheTablesOptions() throws {
        let commands: [(String, [CommandLineOption])] = [
            ("validate", OptionTable.validate), ("compile", OptionTable.compile), ("test", OptionTable.test), ("render", OptionTable.render),
            ("preview", OptionTable.preview),
            ("diff", OptionTable.diffCommand), ("lsp", OptionTable.lsp), ("translations export", OptionTable.translationsExport),
            ("translations import", OptionTable.translationsImport),
        ]
        var compared = 0
        for (command, options) in commands {
            let read = try argumentParserOptions(command)
            XCTAssertEqual(read.sorted { $0.name < $1.name }, table(options).sorted { $0.name < $1.name }, command)
            XCTAssertEqual(Set(options.map(\.name)).count, options.count, "\(command) lists an option twice")
            compared += read.count
        }
        print("OptionTableTests: compared \(compared) options of \(commands.count) commands with ArgumentParser's reading")
        XCTAssertGreaterThan(compared, 60)
    }
}
