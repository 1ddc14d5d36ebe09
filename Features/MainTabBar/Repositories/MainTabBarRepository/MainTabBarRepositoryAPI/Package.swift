// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "MainTabBarRepositoryAPI",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "MainTabBarRepositoryAPI", targets: ["MainTabBarRepositoryAPI"]),
        .library(name: "MainTabBarRepositoryAPITestDoubles", targets: ["MainTabBarRepositoryAPITestDoubles"]),
    ],
    targets: [
        .target(name: "MainTabBarRepositoryAPI"),
        .target(
            name: "MainTabBarRepositoryAPITestDoubles",
            dependencies: [
                "MainTabBarRepositoryAPI",
            ],
            path: "Tests/MainTabBarRepositoryAPITestDoubles"
        ),
    ],
    swiftLanguageModes: [.v6]
)
