import CampaignCompiler

/// The files of one catalogue example, held in memory under one folder (`ExampleRun`): the
/// compiler looks its local images up here, never on the disk.
struct ExampleFileSystem: AssetFileSystem {
    let currentDirectory: String
    /// Absolute path → bytes.
    let files: [String: [UInt8]]

    func resolvedPath(_ path: String) -> String? {
        files[path] != nil || files.keys.contains(where: { $0.hasPrefix(path + "/") }) ? path : nil
    }

    func regularFileSize(_ path: String) -> Int? { files[path]?.count }

    func contents(_ path: String) -> [UInt8]? { files[path] }
}
