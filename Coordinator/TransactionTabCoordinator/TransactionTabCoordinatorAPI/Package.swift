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
            ],
            path: "Tests/TransactionTabCoordinatorAPITestDoubles"
        ),
    ],
    swiftLanguageModes: [.v6]
)
