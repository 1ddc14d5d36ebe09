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
    targets: [
        .target(name: "DoublesCorpusBaseAPI"),
        .target(
            name: "DoublesCorpusBaseAPITestDoubles",
            dependencies: ["DoublesCorpusBaseAPI"],
            path: "Tests/DoublesCorpusBaseAPITestDoubles"
        ),
    ],
    swiftLanguageModes: [.v6]
)
