// swift-tools-version: 6.0
// Part of cleanarch's doubles corpus: a protocol other packages' protocols inherit.
import PackageDescription

let package = Package(
    name: "DoublesCorpusBaseAPI",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "DoublesCorpusBaseAPI", targets: ["DoublesCorpusBaseAPI"]),
        .library(name: "DoublesCorpusBaseAPITestDoubles", targets: ["DoublesCorpusBaseAPITestDoubles"]),
    ],
    dependencies: [
        .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay.git", from: "1.13.1"),
    ],
    targets: [
        .target(name: "DoublesCorpusBaseAPI"),
        .target(
            name: "DoublesCorpusBaseAPITestDoubles",
            dependencies: [
                "DoublesCorpusBaseAPI",
                .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
            ],
            path: "Tests/DoublesCorpusBaseAPITestDoubles"
        ),
    ],
    swiftLanguageModes: [.v6]
)
