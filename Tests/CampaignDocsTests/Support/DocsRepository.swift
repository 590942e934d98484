import CampaignTestSupport
import Foundation

/// The repository's markdown files, read from the working copy the tests were built from.
enum DocsRepository {
    /// The repository's root folder.
    static let root = GoldenFile.repositoryRoot()

    /// Folders never searched: build products, git, scratch and git-ignored output folders.
    static let skippedFolders: Set<String> = ["dist", "screenshots", "corpus-work", "crashes", "node_modules"]

    /// The path of every `*.md` file, relative to the root, in byte order.
    static func markdownPaths() throws -> [String] {
        var paths: [String] = []
        try collect("", into: &paths)
        return paths.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
    }

    /// Every markdown file as a page.
    static func markdownPages() throws -> [MarkdownPage] {
        try markdownPaths().map(page)
    }

    /// The page at `path` (relative to the root).
    static func page(_ path: String) throws -> MarkdownPage {
        MarkdownPage(path: path, text: try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8))
    }

    /// Whether `path` (relative to the root) names a file or folder.
    static func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path)
    }

    private static func collect(_ folder: String, into paths: inout [String]) throws {
        let url = folder.isEmpty ? root : root.appendingPathComponent(folder)
        for name in try FileManager.default.contentsOfDirectory(atPath: url.path) {
            guard !name.hasPrefix("."), !skippedFolders.contains(name) else { continue }
            let relative = folder.isEmpty ? name : folder + "/" + name
            var isFolder: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: root.appendingPathComponent(relative).path, isDirectory: &isFolder)
            if exists, isFolder.boolValue {
                try collect(relative, into: &paths)
            } else if name.hasSuffix(".md") {
                paths.append(relative)
            }
        }
    }
}
