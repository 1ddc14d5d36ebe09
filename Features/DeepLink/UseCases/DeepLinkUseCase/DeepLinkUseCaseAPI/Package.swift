// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "DeepLinkUseCaseAPI",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "DeepLinkUseCaseAPI", targets: ["DeepLinkUseCaseAPI"]),
        .library(name: "DeepLinkUseCaseAPITestDoubles", targets: ["DeepLinkUseCaseAPITestDoubles"]),
    ],
    dependencies: [],
    targets: [
        .target(name: "DeepLinkUseCaseAPI"),
        .target(
            name: "DeepLinkUseCaseAPITestDoubles",
            dependencies: ["DeepLinkUseCaseAPI"],
            path: "Tests/DeepLinkUseCaseAPITestDoubles"
        ),
    ],
    swiftLanguageModes: [.v6]
)
