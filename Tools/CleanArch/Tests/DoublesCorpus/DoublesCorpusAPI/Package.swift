// swift-tools-version: 6.0
// cleanarch's doubles corpus: protocols with every kind of requirement `cleanarch doubles`
// handles, their generated doubles, and tests that the doubles compile and behave as configured.
import PackageDescription

let package = Package(
    name: "DoublesCorpusAPI",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "DoublesCorpusAPI", targets: ["DoublesCorpusAPI"]),
        .library(name: "DoublesCorpusAPITestDoubles", targets: ["DoublesCorpusAPITestDoubles"]),
    ],
    dependencies: [
        .package(path: "../DoublesCorpusBaseAPI"),
        .package(path: "../../../../../Core/Reactive"),
        .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay.git", from: "1.13.1"),
    ],
    targets: [
        .target(
            name: "DoublesCorpusAPI",
            dependencies: [
                .product(name: "DoublesCorpusBaseAPI", package: "DoublesCorpusBaseAPI"),
                .product(name: "Reactive", package: "Reactive"),
            ]
        ),
        .target(
            name: "DoublesCorpusAPITestDoubles",
            dependencies: [
                "DoublesCorpusAPI",
                .product(name: "DoublesCorpusBaseAPI", package: "DoublesCorpusBaseAPI"),
                .product(name: "Reactive", package: "Reactive"),
                .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
            ],
            path: "Tests/DoublesCorpusAPITestDoubles"
        ),
        .testTarget(
            name: "DoublesCorpusTests",
            dependencies: [
                "DoublesCorpusAPI",
                "DoublesCorpusAPITestDoubles",
                .product(name: "Reactive", package: "Reactive"),
                .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
