// swift-tools-version:6.0
import PackageDescription

// The fuzz target of campaignc: a package of its own because SwiftPM cannot link a
// `-sanitize=fuzzer` executable inside the root package (SwiftPM issue 8731).
// Build and run it with Scripts/fuzz.sh.
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
    ],
    swiftLanguageModes: [.v6]
)
