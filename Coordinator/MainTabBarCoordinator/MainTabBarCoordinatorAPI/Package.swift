// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "MainTabBarCoordinatorAPI",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "MainTabBarCoordinatorAPI", targets: ["MainTabBarCoordinatorAPI"]),
        .library(name: "MainTabBarCoordinatorAPITestDoubles", targets: ["MainTabBarCoordinatorAPITestDoubles"]),
    ],
    dependencies: [
        .package(path: "../../../Core/SUICoordinator"),
        .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay.git", from: "1.13.1"),
    ],
    targets: [
        .target(
            name: "MainTabBarCoordinatorAPI",
            dependencies: [
                .product(name: "SUICoordinator", package: "SUICoordinator"),
            ]
        ),
        .target(
            name: "MainTabBarCoordinatorAPITestDoubles",
            dependencies: [
                "MainTabBarCoordinatorAPI",
                .product(name: "SUICoordinator", package: "SUICoordinator"),
                .product(name: "SUICoordinatorTestDoubles", package: "SUICoordinator"),
                .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
            ],
            path: "Tests/MainTabBarCoordinatorAPITestDoubles"
        ),
    ],
    swiftLanguageModes: [.v6]
)
