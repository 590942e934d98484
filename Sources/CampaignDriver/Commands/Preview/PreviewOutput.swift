import CampaignPreview

/// Writes a rendered gallery: creates the output folder and its `html/` and `assets/`
/// folders as needed, copies the local images, and puts every file in place atomically
/// (temporary file, then rename). It never deletes a file it did not write.
enum PreviewOutput {
    /// The largest local image copied (the compiler already capped it at `assets.max_bytes`).
    static let maxAssetBytes = 64 * 1024 * 1024

    static func write(_ gallery: PreviewGallery, to folder: String, projectRoot: String) throws(DriverError) {
        var files: [(destination: String, bytes: [UInt8])] = []
        for copy in gallery.assetCopies {
            let source = join(projectRoot, copy.source)
            switch FileReader.read(source, limit: maxAssetBytes) {
            case .success(let bytes): files.append((join(folder, copy.destination), bytes))
            case .failure(let failure): throw .usage("cannot read '\(source)': \(failure.reason)")
            }
        }
        files += gallery.files.map { (join(folder, $0.path), $0.bytes) }
        var created: [String] = []
        let folders =
            [folder]
            + (gallery.files.contains { $0.path.hasPrefix("html/") } ? [join(folder, "html")] : [])
            + (gallery.assetCopies.isEmpty ? [] : [join(folder, "assets")])
        for path in folders {
            switch CompileOutputFolder.make(path) {
            case .success(let made): created += made
            case .failure(let failure):
                CompileOutputFolder.removeIfEmpty(created)
                throw failure.driverError
            }
        }
        if case .failure(let failure) = AtomicFileWriter.writeAll(files) {
            CompileOutputFolder.removeIfEmpty(created)
            throw failure.driverError
        }
    }

    /// `folder/name`, with one `/` between them (`.` and an empty folder give `name`).
    static func join(_ folder: String, _ name: String) -> String {
        if folder.isEmpty || folder == "." { return name }
        return folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }
}
