// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "campaignc",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "campaignc", targets: ["campaignc"]),
        .executable(name: "campaignc-bench", targets: ["campaignc-bench"]),
        .library(name: "CampaignDriver", targets: ["CampaignDriver"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
    ],
    targets: [
        // libyaml, found through pkg-config; only CampaignYAML imports it.
        .systemLibrary(
            name: "CLibYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"])]
        ),
        // Deterministic JSON values and the canonical byte writer.
        .target(name: "CanonicalJSON"),
        // Regular expressions as ICU and JavaScript read them: one parsed value, a search with
        // bounded work, and what the two readings disagree on. Pure: no Foundation.
        .target(name: "CampaignPatterns"),
        // Source files, locations, the Diagnostic value, codes and the four renderers.
        .target(name: "CampaignDiagnostics", dependencies: ["CanonicalJSON"]),
        // libyaml events -> positioned node tree, with limits, as diagnostics.
        .target(name: "CampaignYAML", dependencies: ["CLibYAML", "CampaignDiagnostics", "CampaignMessages"]),
        // Validated value types of the campaign language. CanonicalJSON: the click actions' wire
        // encoding (SPEC §2.5.1) is the canonical JSON of the steps, so the model owns it.
        .target(name: "CampaignModel", dependencies: ["CampaignDiagnostics", "CanonicalJSON"]),
        // Every code's words: message families whose factories return values that carry their code and help.
        .target(name: "CampaignMessages", dependencies: ["CampaignDiagnostics", "CampaignModel"]),
        // Node tree -> model, rules, analyses, the code catalogue, the project file.
        .target(name: "CampaignCompiler", dependencies: ["CampaignYAML", "CampaignModel", "CampaignMessages", "CampaignDiagnostics", "CanonicalJSON", "CampaignPatterns"]),
        // Model -> trigger objects -> canonical JSON bytes.
        .target(name: "CampaignPayload", dependencies: ["CampaignModel", "CanonicalJSON"]),
        // Model + diagnostics -> the bytes of the HTML preview gallery (SPEC §10).
        .target(name: "CampaignPreview", dependencies: ["CampaignModel", "CampaignMessages", "CampaignDiagnostics", "CanonicalJSON"]),
        // The delivery engine of SPEC §9 over trigger objects read back from JSON, with a simulated clock.
        .target(name: "DeliverySimulator", dependencies: ["CanonicalJSON", "CampaignModel", "CampaignMessages", "CampaignDiagnostics", "CampaignPatterns"]),
        // Commands as library functions: inputs, parallel work, reports, atomic output.
        .target(name: "CampaignDriver", dependencies: [
            "CampaignCompiler", "CampaignPayload", "CampaignPreview", "DeliverySimulator", "CampaignYAML", "CampaignMessages", "CampaignDiagnostics",
            "CanonicalJSON",
        ]),
        // `campaignc lsp` (SPEC §13): framing, the LSP methods, positions, the workspace of open texts.
        .target(name: "CampaignLanguageServer", dependencies: [
            "CampaignDriver", "CampaignCompiler", "CampaignPreview", "CampaignYAML", "CampaignModel", "CampaignDiagnostics", "CanonicalJSON",
        ]),
        // The thin command-line front.
        .executableTarget(name: "campaignc", dependencies: [
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
        // Prints throughput and memory figures; not a test.
        .executableTarget(name: "campaignc-bench", dependencies: ["CampaignDriver", "CampaignModel", "CampaignYAML", "CampaignDiagnostics", "CLibYAML"]),

        // What the test targets share: scratch folders, running the built binary.
        .target(name: "CampaignTestSupport", dependencies: ["CampaignPayload", "CanonicalJSON"], path: "Tests/CampaignTestSupport"),
        // The docs kept true: command blocks run as doc tests, generated reference pages, links.
        .testTarget(name: "CampaignDocsTests", dependencies: [
            "CampaignDriver", "CampaignCompiler", "CampaignModel", "CampaignDiagnostics", "CanonicalJSON", "CampaignTestSupport",
        ]),
        .testTarget(name: "CanonicalJSONTests", dependencies: ["CanonicalJSON"]),
        .testTarget(name: "CampaignPatternsTests", dependencies: ["CampaignPatterns", "CampaignTestSupport"]),
        .testTarget(name: "CampaignDiagnosticsTests", dependencies: ["CampaignDiagnostics", "CanonicalJSON", "CampaignTestSupport"], exclude: ["Golden"]),
        .testTarget(name: "CampaignModelTests", dependencies: ["CampaignTestSupport", "CampaignModel", "CampaignDiagnostics", "CanonicalJSON"]),
        .testTarget(name: "CampaignMessagesTests", dependencies: ["CampaignMessages", "CampaignModel", "CampaignDiagnostics"]),
        .testTarget(name: "CampaignYAMLTests", dependencies: ["CampaignYAML", "CampaignDiagnostics"]),
        .testTarget(name: "CampaignCompilerTests", dependencies: [
            "CampaignTestSupport", "CampaignCompiler", "CampaignYAML", "CampaignModel", "CampaignMessages", "CampaignDiagnostics",
            "CampaignDriver",  // its LocalFileSystem: the tests read real files
        ]),
        .testTarget(name: "CampaignPayloadTests", dependencies: ["CampaignTestSupport", "CampaignPayload", "CampaignCompiler", "CampaignDriver", "CampaignModel", "CampaignYAML", "CampaignDiagnostics", "CanonicalJSON"], exclude: ["Golden"]),
        .testTarget(name: "CampaignPreviewTests", dependencies: ["CampaignPreview", "CampaignModel", "CampaignDiagnostics", "CampaignTestSupport"], exclude: ["Golden"]),
        .testTarget(name: "CampaignDriverTests", dependencies: [
            "CampaignDriver", "CampaignCompiler", "CampaignPreview", "DeliverySimulator", "CampaignModel", "CampaignPayload", "CampaignMessages", "CampaignDiagnostics",
            "CanonicalJSON", "CampaignTestSupport",
        ], exclude: ["Commands/Validate/Snapshots"]),
        .testTarget(name: "DeliverySimulatorTests", dependencies: [
            "DeliverySimulator", "CampaignCompiler", "CampaignDriver", "CampaignPayload", "CampaignYAML", "CampaignModel", "CampaignDiagnostics", "CanonicalJSON",
            "CampaignTestSupport",
        ]),
        // "campaignc": its two readings of a command line, compared in process (QuickCommandLineTests).
        .testTarget(name: "CampaignCLITests", dependencies: ["campaignc", "CampaignDriver", "CampaignTestSupport"]),
        .testTarget(name: "CampaignLanguageServerTests", dependencies: [
            "CampaignLanguageServer", "CampaignDriver", "CampaignCompiler", "CampaignYAML", "CampaignDiagnostics", "CanonicalJSON", "CampaignTestSupport",
        ]),
    ],
    swiftLanguageModes: [.v6]
)
