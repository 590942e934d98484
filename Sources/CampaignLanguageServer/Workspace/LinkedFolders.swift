import CampaignDiagnostics

/// The workspace's folders that were given through a symbolic link, with their real paths. A
/// client may open a file by its real path (`/real/p/a.yaml`) while the root was given as
/// `/link/p`: the inputs are found under the root as given, so such a document is read as the
/// file under the given folder (`/link/p/a.yaml`), the path the analysis knows it by.
struct LinkedFolders: Sendable {
    private var folders: [(given: String, real: String)] = []

    init() {}

    /// The folders among `given` whose real path (`resolve`) is another path.
    init(_ given: [String], resolve: (String) -> String?) {
        for folder in given {
            guard let real = resolve(folder), !real.isSamePath(folder) else { continue }
            folders.append((folder, real))
        }
    }

    /// `path` itself when it lies under a folder as given (or under none); else the same file
    /// under the given folder whose real path holds it.
    func workspacePath(of path: String) -> String {
        guard !folders.contains(where: { Self.holds($0.given, path) != nil }) else { return path }
        for folder in folders {
            if let rest = Self.holds(folder.real, path) { return (folder.given.hasSuffix("/") ? String(folder.given.dropLast()) : folder.given) + rest }
        }
        return path
    }

    /// What follows `folder` in `path` ("" for the folder itself, else from its `/`), compared byte for byte; nil
    /// when `path` is not inside `folder`.
    private static func holds(_ folder: String, _ path: String) -> String? {
        let trimmed = folder.utf8.last == UInt8(ascii: "/") ? folder.utf8.dropLast() : folder.utf8[...]
        guard path.utf8.starts(with: trimmed) else { return nil }
        let rest = path.utf8.dropFirst(trimmed.count)
        guard rest.isEmpty || rest.first == UInt8(ascii: "/") else { return nil }
        // The cut is before a `/`, so the rest is whole UTF-8.
        return String(decoding: rest, as: UTF8.self)
    }
}
