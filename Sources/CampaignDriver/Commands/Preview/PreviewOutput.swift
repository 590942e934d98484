import CampaignPreview
import CampaignWorkspace

/// Writes a rendered gallery: creates the output folder and its `html/` and `assets/`
/// folders as needed, copies the local images, and puts every file in place atomically
/// (temporary file, then rename). It never deletes a file it did not write.
enum PreviewOutput {
    /// `images` are the local images' bytes as the compiler's check read them, by path relative
    /// to the project root: an image is read once, and what is copied is what was checked.
    static func write(_ gallery: PreviewGallery, images: [String: [UInt8]], to folder: String) throws(RunError) {
        var files: [(destination: String, bytes: [UInt8])] = []
        for copy in gallery.assetCopies {
            guard let bytes = images[copy.source] else { throw .internal("the local image '\(copy.source)' was not kept by the check") }
            files.append((join(folder, copy.destination), bytes))
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
