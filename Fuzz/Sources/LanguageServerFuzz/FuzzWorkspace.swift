#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The project the fuzzed client opens: a fixed folder, because the seeds name its files in
/// their URIs (`file:///tmp/campaignc-lsp-fuzz/…`) and a URI's length is part of its frame.
/// Every fuzzing process writes the same bytes, each file by a rename, so two processes never
/// see half a file.
struct FuzzWorkspace: Sendable {
    static let rootPath = "/tmp/campaignc-lsp-fuzz"

    let root: String

    static func create() -> FuzzWorkspace {
        let files: [(String, String)] = [
            ("campaignc.yaml", "view_types:\n  picker:\n    message_types: [modal]\n    required_extras: [attribute_key]\n"),
            ("campaigns/party.yaml", "campaign: party\ntrigger: session_start\nmessage: { header: \"🎉 Café\", message: Hi, type: full }\n"),
            ("campaigns/cart.yaml", "campaign: cart\ntrigger: { custom_event: added_to_cart }\nmessage:\n  type: modal\n  message: Free shipping\n"),
            ("scenarios.yaml", "scenario: cart-shows\nstart: 2026-03-01T09:00:00Z\nsteps:\n  - custom_event: added_to_cart\n  - expect: { displayed: cart }\n"),
        ]
        let manager = FileManager.default
        do {
            try manager.createDirectory(atPath: rootPath + "/campaigns", withIntermediateDirectories: true)
            for (name, text) in files {
                let path = rootPath + "/" + name
                let temporary = path + ".\(ProcessInfo.processInfo.processIdentifier).tmp"
                try Data(text.utf8).write(to: URL(fileURLWithPath: temporary))
                if rename(temporary, path) != 0 { fatalError("cannot rename \(temporary) to \(path)") }
            }
        } catch {
            fatalError("cannot create the fuzzing workspace \(rootPath): \(error)")
        }
        return FuzzWorkspace(root: rootPath)
    }
}
