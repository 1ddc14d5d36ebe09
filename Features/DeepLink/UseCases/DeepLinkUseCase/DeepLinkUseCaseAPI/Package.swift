// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "DeepLinkUseCaseAPI",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "DeepLinkUseCaseAPI", targets: ["DeepLinkUseCaseAPI"]),
        .library(name: "DeepLinkUseCaseAPITestDoubles", targets: ["DeepLinkUseCaseAPITestDoubles"]),
    ],
    dependencies: [
        .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay.git", from: "1.13.1"),
    ],
    targets: [
        .target(name: "DeepLinkUseCaseAPI"),
        .target(
            name: "DeepLinkUseCaseAPITestDoubles",
            dependencies: ["DeepLinkUseCaseAPI", .product(name: "IssueReporting", package: "xctest-dynamic-overlay")],
            path: "Tests/DeepLinkUseCaseAPITestDoubles"
        ),
    ],
    swiftLanguageModes: [.v6]
)
