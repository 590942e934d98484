import CampaignDiagnostics
import Foundation

/// The generated campaign files: on disk under `root` and in memory as source files.
struct Corpus {
    let root: String
    /// In path order; each path is relative to `root`.
    let sources: [SourceFile]
    /// Whether the bench made `root` itself (a temporary folder) and may delete it.
    let ownsRoot: Bool

    var totalBytes: Int { sources.reduce(0) { $0 + $1.bytes.count } }
    var smallestFile: Int { sources.map(\.bytes.count).min() ?? 0 }
    var largestFile: Int { sources.map(\.bytes.count).max() ?? 0 }

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// Generates `count` files into `directory`, or into a new temporary folder when nil;
    /// `readable` picks colours that pass every contrast check.
    static func generate(count: Int, into directory: String?, readable: Bool = false) throws -> Corpus {
        let root = try directory ?? makeTemporaryDirectory(prefix: "campaignc-bench")
        let manager = FileManager.default
        var generator = CorpusGenerator(readable: readable)
        var made: Set<String> = []
        var sources: [SourceFile] = []
        sources.reserveCapacity(count)
        for index in 0..<count {
            let (path, text) = generator.file(index: index)
            let url = URL(fileURLWithPath: root).appendingPathComponent(path)
            let folder = url.deletingLastPathComponent().path
            if made.insert(folder).inserted {
                try manager.createDirectory(atPath: folder, withIntermediateDirectories: true)
            }
            let bytes = Array(text.utf8)
            try Data(bytes).write(to: url)
            sources.append(SourceFile(path: path, bytes: bytes))
        }
        sources.sort { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
        return Corpus(root: root, sources: sources, ownsRoot: directory == nil)
    }

    /// Deletes the temporary folder the bench made; a folder given with `--corpus` stays.
    func removeIfOwned() {
        guard ownsRoot else { return }
        try? FileManager.default.removeItem(atPath: root)
    }

    /// A new empty folder in the system's temporary folder, named `prefix-XXXXXX`.
    static func makeTemporaryDirectory(prefix: String) throws -> String {
        let base = FileManager.default.temporaryDirectory.path
        var template = Array((base + "/\(prefix)-XXXXXX").utf8CString)
        let made = template.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return false }
            return mkdtemp(base) != nil
        }
        guard made else { throw Failure(description: "cannot create a temporary folder in \(base)") }
        return String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
