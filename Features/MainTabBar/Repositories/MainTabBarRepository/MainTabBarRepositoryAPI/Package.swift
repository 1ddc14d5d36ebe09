// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "MainTabBarRepositoryAPI",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "MainTabBarRepositoryAPI", targets: ["MainTabBarRepositoryAPI"]),
        .library(name: "MainTabBarRepositoryAPITestDoubles", targets: ["MainTabBarRepositoryAPITestDoubles"]),
    ],
    dependencies: [
        .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay.git", from: "1.13.1"),
    ],
    targets: [
        .target(name: "MainTabBarRepositoryAPI"),
        .target(
            name: "MainTabBarRepositoryAPITestDoubles",
            dependencies: [
                "MainTabBarRepositoryAPI",
                .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
            ],
            path: "Tests/MainTabBarRepositoryAPITestDoubles"
        ),
    ],
    swiftLanguageModes: [.v6]
)
