// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "ImageCacheAPI",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "ImageCacheAPI", targets: ["ImageCacheAPI"]),
        .library(name: "ImageCacheAPITestDoubles", targets: ["ImageCacheAPITestDoubles"]),
    ],
    dependencies: [
        .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay.git", from: "1.13.1"),
    ],
    targets: [
        .target(name: "ImageCacheAPI"),
        .target(
            name: "ImageCacheAPITestDoubles",
            dependencies: ["ImageCacheAPI", .product(name: "IssueReporting", package: "xctest-dynamic-overlay")],
            path: "Tests/ImageCacheAPITestDoubles"
        ),
    ],
    swiftLanguageModes: [.v6]
)
