// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "MainTabBarUseCaseAPI",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "MainTabBarUseCaseAPI", targets: ["MainTabBarUseCaseAPI"]),
        .library(name: "MainTabBarUseCaseAPITestDoubles", targets: ["MainTabBarUseCaseAPITestDoubles"]),
    ],
    dependencies: [
        .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay.git", from: "1.13.1"),
    ],
    targets: [
        .target(
            name: "MainTabBarUseCaseAPI",
            dependencies: [
            ]
        ),
        .target(
            name: "MainTabBarUseCaseAPITestDoubles",
            dependencies: [
                "MainTabBarUseCaseAPI",
                .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
            ],
            path: "Tests/MainTabBarUseCaseAPITestDoubles"
        ),
    ],
    swiftLanguageModes: [.v6]
)
