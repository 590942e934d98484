import CampaignDiagnostics
import CampaignMessages
import CampaignModel
import CampaignWorkspace
import CampaignYAML
import Foundation
import XCTest

@testable import CampaignCompiler

/// Runs catalogue examples and sample files through the compiler the way `campaignc validate`
/// does: the project file (if any) decoded with its folder as the project root, every campaign
/// file parsed and compiled, then the checks across files. Local files are real files in a
/// temporary folder, because local images are checked on disk.
enum CatalogueExampleRunner {
    /// The clock of examples that do not give `--now`: 2026-01-01T00:00:00Z.
    static let defaultNow = CatalogueExample.defaultNow

    /// Every diagnostic of one example, campaign file and project file alike, in report order,
    /// with the example's folder removed from the paths (`campaign.yaml`, `campaignc.yaml`).
    static func diagnostics(of example: CatalogueExample) throws -> [Diagnostic] {
        try staged(example).map(\.diagnostic)
    }

    /// The same, each with the stage that reported it.
    static func staged(_ example: CatalogueExample) throws -> [(stage: PipelineStage, diagnostic: Diagnostic)] {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write(example.campaignPath, example.bytes)
        if let project = example.projectFile {
            try folder.write(CatalogueExample.projectFileName, Array(project.utf8))
        }
        for file in example.files {
            try folder.write(file.path, file.bytes)
        }
        let now = try example.now.map(unixSeconds) ?? defaultNow
        let projectPath = example.projectFile == nil ? nil : folder.path(CatalogueExample.projectFileName)
        let diagnostics = try compileStaged(
            example.inputPaths.map(folder.path), projectFile: projectPath, root: folder.path, now: now
        )
        return diagnostics.map { ($0.stage, relocated($0.diagnostic, removing: folder.path + "/")) }
    }

    /// Compiles `paths` together with one project file, as one run.
    static func compile(_ paths: [String], projectFile: String?, root: String, now: Int64) throws -> [Diagnostic] {
        try compileStaged(paths, projectFile: projectFile, root: root, now: now).map(\.diagnostic)
    }

    /// `compile`, each diagnostic with the stage that reported it: the front end's (what the
    /// parser alone reports), the per-file stage's (the rest of each file's), the cross-file
    /// analyses', and the report assembly's (unused suppressions).
    static func compileStaged(
        _ paths: [String], projectFile: String?, root: String, now: Int64
    ) throws -> [(stage: PipelineStage, diagnostic: Diagnostic)] {
        var stages: [String: PipelineStage] = [:]
        func key(_ d: Diagnostic) -> String { "\(d.code.rawValue) \(d.location.file):\(d.location.range.start.offset) \(d.message)" }
        func perFile(_ all: [Diagnostic], frontEnd: [Diagnostic]) {
            for d in frontEnd { stages[key(d)] = .frontEnd }
            for d in all where stages[key(d)] == nil { stages[key(d)] = .perFile }
        }
        var diagnostics: [Diagnostic] = []
        var project = ProjectSettings(root: root)
        var suppressions: [SuppressionComment] = []
        if let projectFile {
            let yaml = YAMLParser.parse(SourceFile(path: projectFile, bytes: try read(projectFile)), role: .projectFile)
            let (settings, projectDiagnostics) = CampaignCompiler.loadProject(yaml, root: root, globProblem: GlobPattern.problem)
            project = settings
            perFile(projectDiagnostics, frontEnd: yaml.diagnostics)
            diagnostics += projectDiagnostics
            suppressions += CampaignCompiler.projectSuppressions(yaml)
        }
        let compiler = CampaignCompiler(
            project: project, now: now, files: AssetFiles(DiskFileSystem(), currentDirectory: FileManager.default.currentDirectoryPath))
        let files = try paths.map { path in
            let yaml = YAMLParser.parse(SourceFile(path: path, bytes: try read(path)))
            let compiled = compiler.compile(yaml)
            perFile(compiled.diagnostics, frontEnd: yaml.diagnostics)
            return compiled
        }
        // The analyses' diagnostics get the node path of their anchors, as the report does.
        let places = Dictionary(files.map { ($0.path, $0.anchorPlaces) }, uniquingKeysWith: { first, _ in first })
        let analysis = CampaignCompiler.analyze(files).map { d in
            places[d.location.file]?[d.location.range.start.offset]?.annotate(d) ?? d
        }
        for d in analysis { stages[key(d)] = .crossFile }
        diagnostics += files.flatMap(\.diagnostics) + analysis
        // Inline suppressions apply after the whole run, as in the driver (SPEC §11).
        let outcome = SuppressionMatcher(comments: suppressions + files.flatMap(\.suppressions))
            .apply(diagnostics, unusedMessage: ReportMessages.unusedSuppression)
        for d in outcome.unused { stages[key(d)] = .report }
        return (outcome.reported + outcome.unused).sortedForReport().map { (stages[key($0)] ?? .perFile, $0) }
    }

    /// `2026-03-01T09:00:00Z` as Unix seconds.
    static func unixSeconds(_ text: String) throws -> Int64 {
        guard let seconds = RFC3339Text.unixSeconds(text) else {
            throw RunnerError("not an RFC 3339 time: \(text)")
        }
        return seconds
    }

    static func read(_ path: String) throws -> [UInt8] {
        guard let data = FileManager.default.contents(atPath: path) else { throw RunnerError("cannot read \(path)") }
        return Array(data)
    }

    /// `diagnostic` with `prefix` removed from the file paths of it and its notes.
    static func relocated(_ diagnostic: Diagnostic, removing prefix: String) -> Diagnostic {
        func strip(_ location: SourceLocation) -> SourceLocation {
            var location = location
            if location.file.hasPrefix(prefix) { location.file.removeFirst(prefix.count) }
            return location
        }
        var result = diagnostic
        result.location = strip(diagnostic.location)
        result.notes = diagnostic.notes.map { note in
            var note = note
            note.location = note.location.map(strip)
            return note
        }
        return result
    }

    /// "E201 campaign.yaml:4:9" for each diagnostic: what the tests compare.
    static func summary(_ diagnostics: [Diagnostic]) -> [String] {
        diagnostics.map { d in
            "\(d.code.rawValue) \(d.location.file):\(d.location.range.start.line):\(d.location.range.start.column)"
        }
    }
}

struct RunnerError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// A folder under the system's temporary folder, removed by `remove()`.
struct TemporaryFolder {
    let path: String

    init() throws {
        let base = FileManager.default.temporaryDirectory.path
        path = base + "/campaignc-catalogue-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    func path(_ relative: String) -> String { path + "/" + relative }

    func write(_ relative: String, _ bytes: [UInt8]) throws {
        let full = path(relative)
        let folder = (full as NSString).deletingLastPathComponent
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        guard FileManager.default.createFile(atPath: full, contents: Data(bytes)) else {
            throw RunnerError("cannot write \(full)")
        }
    }

    func remove() {
        try? FileManager.default.removeItem(atPath: path)
    }
}
