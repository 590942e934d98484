// swift-tools-version:6.0
import PackageDescription

// The fuzz targets of campaignc, the pipeline's and the language server's: a package of its own
// because SwiftPM cannot link a `-sanitize=fuzzer` executable inside the root package (SwiftPM
// issue 8731). Build and run them with Scripts/fuzz.sh (`Scripts/fuzz.sh lsp` for the server).
let package = Package(
    name: "campaignc-fuzz",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "campaignc", path: ".."),
    ],
    targets: [
        // The libFuzzer entry point: bytes -> parse -> compile -> payload -> JSON, and reports.
        .executableTarget(
            name: "CampaignFuzz",
            dependencies: [
                .product(name: "CampaignDriver", package: "campaignc"),
            ]
        ),
        // `campaignc lsp` in memory: framed bytes -> frame reader -> session -> driver analyzer
        // over a small project -> the frames written, checked (Scripts/fuzz.sh lsp).
        .executableTarget(
            name: "LanguageServerFuzz",
            dependencies: [
                .product(name: "CampaignDriver", package: "campaignc"),
                .product(name: "CampaignLanguageServer", package: "campaignc"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
