// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "MainAppCoordinatorAPI",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "MainAppCoordinatorAPI", targets: ["MainAppCoordinatorAPI"]),
        .library(name: "MainAppCoordinatorAPITestDoubles", targets: ["MainAppCoordinatorAPITestDoubles"]),
    ],
    dependencies: [
        .package(path: "../../../Core/SUICoordinator"),
        .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay.git", from: "1.13.1"),
    ],
    targets: [
        .target(
            name: "MainAppCoordinatorAPI",
            dependencies: [.product(name: "SUICoordinator", package: "SUICoordinator")]
        ),
        .target(
            name: "MainAppCoordinatorAPITestDoubles",
            dependencies: [
                "MainAppCoordinatorAPI",
                .product(name: "SUICoordinator", package: "SUICoordinator"),
                .product(name: "SUICoordinatorTestDoubles", package: "SUICoordinator"),
                .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
            ],
            path: "Tests/MainAppCoordinatorAPITestDoubles"
        ),
    ],
    swiftLanguageModes: [.v6]
)
