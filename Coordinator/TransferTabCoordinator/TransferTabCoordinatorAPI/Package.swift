// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "TransferTabCoordinatorAPI",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "TransferTabCoordinatorAPI", targets: ["TransferTabCoordinatorAPI"]),
        .library(name: "TransferTabCoordinatorAPITestDoubles", targets: ["TransferTabCoordinatorAPITestDoubles"]),
    ],
    dependencies: [
        .package(path: "../../../Core/SUICoordinator"),
        .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay.git", from: "1.13.1"),
    ],
    targets: [
        .target(
            name: "TransferTabCoordinatorAPI",
            dependencies: [
                .product(name: "SUICoordinator", package: "SUICoordinator"),
            ]
        ),
        .target(
            name: "TransferTabCoordinatorAPITestDoubles",
            dependencies: [
                "TransferTabCoordinatorAPI",
                .product(name: "SUICoordinator", package: "SUICoordinator"),
                .product(name: "SUICoordinatorTestDoubles", package: "SUICoordinator"),
                .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
            ],
            path: "Tests/TransferTabCoordinatorAPITestDoubles"
        ),
    ],
    swiftLanguageModes: [.v6]
)
