// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "TransactionTabCoordinatorAPI",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "TransactionTabCoordinatorAPI", targets: ["TransactionTabCoordinatorAPI"]),
        .library(name: "TransactionTabCoordinatorAPITestDoubles", targets: ["TransactionTabCoordinatorAPITestDoubles"]),
    ],
    dependencies: [
        .package(path: "../../../Core/SUICoordinator"),
        .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay.git", from: "1.13.1"),
    ],
    targets: [
        .target(
            name: "TransactionTabCoordinatorAPI",
            dependencies: [
                .product(name: "SUICoordinator", package: "SUICoordinator"),
            ]
        ),
        .target(
            name: "TransactionTabCoordinatorAPITestDoubles",
            dependencies: [
                "TransactionTabCoordinatorAPI",
                .product(name: "SUICoordinator", package: "SUICoordinator"),
                .product(name: "SUICoordinatorTestDoubles", package: "SUICoordinator"),
                .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
            ],
            path: "Tests/TransactionTabCoordinatorAPITestDoubles"
        ),
    ],
    swiftLanguageModes: [.v6]
)
