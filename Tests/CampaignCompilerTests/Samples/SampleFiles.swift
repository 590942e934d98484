import CampaignDiagnostics
import Foundation

/// Finding the sample files and what each one is for.
enum SampleFiles {
    /// Every `*.yaml` / `*.yml` under `folder` except `campaignc.yaml` and hidden entries, in
    /// byte-wise sorted path order (as campaignc finds inputs).
    static func campaignFiles(under folder: String) throws -> [String] {
        var found: [String] = []
        for relative in try FileManager.default.subpathsOfDirectory(atPath: folder) {
            let components = relative.split(separator: "/")
            guard components.allSatisfy({ !$0.hasPrefix(".") }), let name = components.last else { continue }
            guard name.hasSuffix(".yaml") || name.hasSuffix(".yml"), name != "campaignc.yaml" else { continue }
            // A localised sample's translation files belong to the sample beside them.
            if components.count > 1, components[components.count - 2] == "translations" { continue }
            found.append(folder + "/" + relative)
        }
        return found.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    /// The files a run of the sample `file` reads: the file, then the translation files of a
    /// localised sample (`translations/*.yaml` beside it), in path order.
    static func runInputs(for file: String) -> [String] {
        let folder = (file as NSString).deletingLastPathComponent + "/translations"
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return [file] + names.filter { $0.hasSuffix(".yaml") }.sorted().map { folder + "/" + $0 }
    }

    /// The nearest `campaignc.yaml` in the folder of `file` or above, not above `limit`.
    static func nearestProjectFile(for file: String, within limit: String) -> String? {
        var folder = (file as NSString).deletingLastPathComponent
        while folder.hasPrefix(limit) {
            let candidate = folder + "/campaignc.yaml"
            if FileManager.default.fileExists(atPath: candidate) { return candidate }
            folder = (folder as NSString).deletingLastPathComponent
        }
        return nil
    }

    /// The code a sample is named after: `E201-full-without-image.yaml` is E201.
    static func code(of file: String) -> DiagnosticCode? {
        let name = (file as NSString).lastPathComponent
        return DiagnosticCode(rawValue: String(name.prefix(4)))
    }

    static func describe(_ d: Diagnostic) -> String {
        "\(d.code.rawValue) \(d.location.file):\(d.location.range.start.line):\(d.location.range.start.column) \(d.message)"
    }
}
