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
            ],
            path: "Tests/TransferTabCoordinatorAPITestDoubles"
        ),
    ],
    swiftLanguageModes: [.v6]
)
