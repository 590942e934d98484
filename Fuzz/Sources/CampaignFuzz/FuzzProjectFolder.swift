#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The project folder of a fuzzing process: a fresh temporary folder holding one tiny PNG
/// (`logo.png`), one non-image (`notes.txt`) and PNG bytes under names that are not `.png`
/// (`img/evil.html`, `img/evil.gif`), so local image paths reach both the success and the
/// failure paths without touching anything else on the machine.
enum FuzzProjectFolder {
    static func create() -> String {
        let manager = FileManager.default
        let path = manager.temporaryDirectory.path + "/campaignc-fuzz-\(ProcessInfo.processInfo.processIdentifier)"
        try? manager.removeItem(atPath: path)
        do {
            try manager.createDirectory(atPath: path + "/img", withIntermediateDirectories: true)
            try Data(png).write(to: URL(fileURLWithPath: path + "/logo.png"))
            try Data(png).write(to: URL(fileURLWithPath: path + "/img/a b.png"))
            try Data("not an image\n".utf8).write(to: URL(fileURLWithPath: path + "/notes.txt"))
            try Data(png).write(to: URL(fileURLWithPath: path + "/img/evil.html"))
            try Data(png).write(to: URL(fileURLWithPath: path + "/img/evil.gif"))
        } catch {
            fatalError("cannot create the fuzzing project folder \(path): \(error)")
        }
        return path
    }

    /// A 1×1 PNG (signature, IHDR, IDAT, IEND).
    static let png: [UInt8] = [
        0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x48, 0x44, 0x52,
        0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x01, 0x08, 0x06, 0x00, 0x00, 0x00, 0x1F, 0x15, 0xC4,
        0x89, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x44, 0x41, 0x54, 0x78, 0x9C, 0x63, 0x00, 0x01, 0x00, 0x00,
        0x05, 0x00, 0x01, 0x0D, 0x0A, 0x2D, 0xB4, 0x00, 0x00, 0x00, 0x00, 0x49, 0x45, 0x4E, 0x44, 0xAE,
        0x42, 0x60, 0x82,
    ]
}
