// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "ImageCacheAPI",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "ImageCacheAPI", targets: ["ImageCacheAPI"]),
        .library(name: "ImageCacheAPITestDoubles", targets: ["ImageCacheAPITestDoubles"]),
    ],
    targets: [
        .target(name: "ImageCacheAPI"),
        .target(
            name: "ImageCacheAPITestDoubles",
            dependencies: ["ImageCacheAPI"],
            path: "Tests/ImageCacheAPITestDoubles"
        ),
    ],
    swiftLanguageModes: [.v6]
)
