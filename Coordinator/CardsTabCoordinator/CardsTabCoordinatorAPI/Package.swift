// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "CardsTabCoordinatorAPI",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "CardsTabCoordinatorAPI", targets: ["CardsTabCoordinatorAPI"]),
        .library(name: "CardsTabCoordinatorAPITestDoubles", targets: ["CardsTabCoordinatorAPITestDoubles"]),
    ],
    dependencies: [
        .package(path: "../../../Core/SUICoordinator"),
        .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay.git", from: "1.13.1"),
    ],
    targets: [
        .target(
            name: "CardsTabCoordinatorAPI",
            dependencies: [
                .product(name: "SUICoordinator", package: "SUICoordinator"),
            ]
        ),
        .target(
            name: "CardsTabCoordinatorAPITestDoubles",
            dependencies: [
                "CardsTabCoordinatorAPI",
                .product(name: "SUICoordinator", package: "SUICoordinator"),
                .product(name: "SUICoordinatorTestDoubles", package: "SUICoordinator"),
                .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
            ],
            path: "Tests/CardsTabCoordinatorAPITestDoubles"
        ),
    ],
    swiftLanguageModes: [.v6]
)
