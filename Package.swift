// swift-tools-version:6.0
import PackageDescription

/// The compiler's targets import internally by default: a target re-exports only what its
/// public interface names (`public import`).
let internalImports: [SwiftSetting] = [.enableUpcomingFeature("InternalImportsByDefault")]

let package = Package(
    name: "campaignc",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "campaignc", targets: ["campaignc"]),
        .executable(name: "campaignc-bench", targets: ["campaignc-bench"]),
        .library(name: "CampaignDriver", targets: ["CampaignDriver"]),
        // For the language server's fuzz target (Fuzz/), which builds against this package by path.
        .library(name: "CampaignLanguageServer", targets: ["CampaignLanguageServer"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2")
    ],
    targets: [
        // libyaml, found through pkg-config; only CampaignYAML imports it.
        .systemLibrary(
            name: "CLibYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"])]
        ),
        // SHA-256's compression function with the processor's SHA instructions, where it has them.
        // DWARF 4, which valgrind 3.19 reads (clang writes DWARF 5 by default), so that callgrind can profile the binary.
        .target(name: "CSHA256", cSettings: [.unsafeFlags(["-gdwarf-4"])]),
        // Deterministic JSON values and the canonical byte writer.
        .target(name: "CanonicalJSON", dependencies: ["CSHA256"]),
        // Regular expressions as ICU and JavaScript read them: one parsed value, a search with
        // bounded work, and what the two readings disagree on. Pure: no Foundation.
        .target(name: "CampaignPatterns"),
        // Source files, locations, the Diagnostic value, codes and the four renderers.
        .target(name: "CampaignDiagnostics", dependencies: ["CanonicalJSON"]),
        // libyaml events -> positioned node tree, with limits, as diagnostics; the front end's words (Messages/).
        .target(name: "CampaignYAML", dependencies: ["CLibYAML", "CampaignDiagnostics"], swiftSettings: internalImports),
        // Validated value types of the campaign language. CanonicalJSON: the click actions' wire
        // encoding (SPEC §2.5.1) is the canonical JSON of the steps, so the model owns it.
        .target(name: "CampaignModel", dependencies: ["CampaignDiagnostics", "CanonicalJSON", "CampaignLiquid"], swiftSettings: internalImports),
        // The words of the codes decided after the front end: message families whose factories return values that carry their code and help.
        .target(name: "CampaignMessages", dependencies: ["CampaignDiagnostics", "CampaignModel", "CampaignLiquid"], swiftSettings: internalImports),
        // Node tree -> model, rules, analyses, the code catalogue, the project file.
        .target(
            name: "CampaignCompiler",
            dependencies: [
                "CampaignYAML", "CampaignModel", "CampaignMessages", "CampaignDiagnostics", "CanonicalJSON", "CampaignPatterns", "CampaignLiquid",
                "CampaignLocale",
            ],
            swiftSettings: internalImports),
        // Braze's Liquid (SPEC §15): parser, checker and renderer; pure, depends on nothing.
        .target(name: "CampaignLiquid", swiftSettings: internalImports),
        // Model -> trigger objects -> canonical JSON bytes.
        .target(name: "CampaignPayload", dependencies: ["CampaignModel", "CanonicalJSON", "CampaignLiquid", "CampaignLocale"], swiftSettings: internalImports),
        // Model + diagnostics -> the bytes of the HTML preview gallery (SPEC §10).
        .target(
            name: "CampaignPreview", dependencies: ["CampaignModel", "CampaignMessages", "CampaignDiagnostics", "CampaignLiquid", "CampaignLocale", "CanonicalJSON"], swiftSettings: internalImports
        ),
        // The delivery engine of SPEC §9 over trigger objects read back from JSON (by CampaignPayload's one reader), with a simulated clock.
        .target(
            name: "DeliverySimulator",
            dependencies: [
                "CampaignPayload", "CanonicalJSON", "CampaignModel", "CampaignMessages", "CampaignDiagnostics", "CampaignPatterns", "CampaignLiquid",
            ],
            swiftSettings: internalImports),
        // Localisation primitives (SPEC §16): language tags, locale fallback, text fit, bidi runs,
        // markup, the translator exchange formats and the translation-file writer. Pure: no
        // dependencies, no Foundation.
        .target(name: "CampaignLocale", swiftSettings: internalImports),
        // One workspace behind every run: the file-system seam, input discovery, the per-file
        // pipeline, report assembly, the incremental update and the fix engine.
        .target(
            name: "CampaignWorkspace",
            dependencies: [
                "CampaignCompiler", "CampaignYAML", "CampaignModel", "CampaignMessages", "CampaignDiagnostics", "CanonicalJSON",
            ]),
        // Commands as library functions: options -> workspace -> product -> result, and output.
        .target(
            name: "CampaignDriver",
            dependencies: [
                "CampaignWorkspace", "CampaignCompiler", "CampaignPayload", "CampaignPreview", "DeliverySimulator", "CampaignYAML", "CampaignMessages",
                "CampaignDiagnostics", "CanonicalJSON", "CampaignLiquid",
            ]),
        // `campaignc lsp` (SPEC §13): framing, the LSP methods, positions, the workspace of open texts.
        .target(
            name: "CampaignLanguageServer",
            dependencies: [
                "CampaignWorkspace", "CampaignDriver", "CampaignCompiler", "CampaignPreview", "CampaignYAML", "CampaignModel", "CampaignDiagnostics",
                "CampaignLiquid", "CanonicalJSON",
            ]),
        // The thin command-line front.
        .executableTarget(
            name: "campaignc",
            dependencies: [
                "CampaignWorkspace",
                "CampaignDriver",
                "CampaignLanguageServer",
                "CampaignPreview",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),
        // campaignc's verdicts and searches for Scripts/check_web_regex.js (node's RegExp as the
        // oracle); not a user command.
        .executableTarget(
            name: "campaignc-patterns", dependencies: ["CampaignPatterns", "CanonicalJSON"],
            // CanonicalJSON's number writer needs libm, which no other library brings here.
            linkerSettings: [.linkedLibrary("m")]),
        // campaignc's variant assignment for Scripts/check_variant_buckets.py (Python's hashlib as
        // the oracle); not a user command.
        .executableTarget(name: "campaignc-buckets", dependencies: ["CampaignModel"]),
        // Prints throughput and memory figures; not a test.
        .executableTarget(
            name: "campaignc-bench", dependencies: ["CampaignWorkspace", "CampaignDriver", "CampaignModel", "CampaignYAML", "CampaignDiagnostics", "CLibYAML"]),

        // What the test targets share: scratch folders, running the built binary.
        .target(name: "CampaignTestSupport", dependencies: ["CampaignPayload", "CanonicalJSON"], path: "Tests/CampaignTestSupport"),
        // The docs kept true: command blocks run as doc tests, generated reference pages, links.
        .testTarget(
            name: "CampaignDocsTests",
            dependencies: [
                "CampaignWorkspace", "CampaignDriver", "CampaignCompiler", "CampaignModel", "CampaignDiagnostics", "CanonicalJSON", "CampaignTestSupport",
            ]),
        .testTarget(name: "CanonicalJSONTests", dependencies: ["CanonicalJSON"]),
        .testTarget(name: "CampaignLiquidTests", dependencies: ["CampaignLiquid", "CampaignTestSupport"], exclude: ["Golden"]),
        .testTarget(name: "CampaignLocaleTests", dependencies: ["CampaignLocale", "CampaignTestSupport"], exclude: ["Golden"]),
        .testTarget(name: "CampaignPatternsTests", dependencies: ["CampaignPatterns", "CampaignTestSupport"]),
        .testTarget(name: "CampaignDiagnosticsTests", dependencies: ["CampaignDiagnostics", "CanonicalJSON", "CampaignTestSupport"], exclude: ["Golden"]),
        .testTarget(name: "CampaignModelTests", dependencies: ["CampaignTestSupport", "CampaignModel", "CampaignDiagnostics", "CanonicalJSON"]),
        .testTarget(name: "CampaignMessagesTests", dependencies: ["CampaignMessages", "CampaignModel", "CampaignDiagnostics"]),
        .testTarget(name: "CampaignYAMLTests", dependencies: ["CampaignYAML", "CampaignDiagnostics"]),
        .testTarget(
            name: "CampaignCompilerTests",
            dependencies: [
                "CampaignTestSupport", "CampaignCompiler", "CampaignYAML", "CampaignModel", "CampaignMessages", "CampaignDiagnostics",
                "CampaignWorkspace",  // its DiskFileSystem: the tests read real files
            ]),
        .testTarget(
            name: "CampaignPayloadTests",
            dependencies: [
                "CampaignTestSupport", "CampaignPayload", "CampaignCompiler", "CampaignWorkspace", "CampaignDriver", "CampaignModel", "CampaignYAML",
                "CampaignDiagnostics", "CanonicalJSON",
            ], exclude: ["Golden"]),
        .testTarget(
            name: "CampaignPreviewTests", dependencies: ["CampaignPreview", "CampaignModel", "CampaignDiagnostics", "CampaignLocale", "CampaignTestSupport"], exclude: ["Golden"]),
        .testTarget(
            name: "CampaignWorkspaceTests",
            dependencies: [
                "CampaignWorkspace", "CampaignCompiler", "CampaignModel", "CampaignYAML", "CampaignDiagnostics", "CanonicalJSON", "CampaignTestSupport",
            ]),
        .testTarget(
            name: "CampaignDriverTests",
            dependencies: [
                "CampaignWorkspace", "CampaignDriver", "CampaignCompiler", "CampaignPreview", "DeliverySimulator", "CampaignModel", "CampaignPayload",
                "CampaignMessages", "CampaignDiagnostics",
                "CanonicalJSON", "CampaignTestSupport",
            ], exclude: ["Commands/Validate/Snapshots"]),
        .testTarget(
            name: "DeliverySimulatorTests",
            dependencies: [
                "DeliverySimulator", "CampaignCompiler", "CampaignWorkspace", "CampaignDriver", "CampaignPayload", "CampaignYAML", "CampaignModel",
                "CampaignDiagnostics", "CanonicalJSON",
                "CampaignTestSupport",
            ]),
        // "campaignc": its two readings of a command line, compared in process (QuickCommandLineTests).
        .testTarget(name: "CampaignCLITests", dependencies: ["campaignc", "CampaignWorkspace", "CampaignDriver", "CampaignTestSupport"], exclude: ["Golden"]),
        .testTarget(
            name: "CampaignLanguageServerTests",
            dependencies: [
                "CampaignLanguageServer", "CampaignWorkspace", "CampaignDriver", "CampaignCompiler", "CampaignYAML", "CampaignDiagnostics", "CanonicalJSON",
                "CampaignLiquid",
                "CampaignTestSupport",
            ]),
    ],
    swiftLanguageModes: [.v6]
)

// Metadata of concrete generic types (`[PathKey: Int]`, `Result<FileStatus, FileSystemFailure>`)
// fetched by accessor functions that pass the conformances their generic requirements need,
// instead of built from mangled names: from a name the runtime finds each conformance by
// scanning every conformance record of the binary (about 150 K instructions per first use of
// a type and protocol), which was more than half of checking one small file
// (docs/decisions.md, "Generic metadata without mangled names").
let metadataAccessors: [SwiftSetting] = [
    .unsafeFlags(["-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors"])
]
// Every Swift target: the C ones (CSHA256) are those with C settings.
for target in package.targets where target.type != .system && target.cSettings == nil {
    target.swiftSettings = (target.swiftSettings ?? []) + metadataAccessors
}
