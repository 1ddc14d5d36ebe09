// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "MenuTabCoordinatorAPI",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "MenuTabCoordinatorAPI", targets: ["MenuTabCoordinatorAPI"]),
        .library(name: "MenuTabCoordinatorAPITestDoubles", targets: ["MenuTabCoordinatorAPITestDoubles"]),
    ],
    dependencies: [
        .package(path: "../../../Core/SUICoordinator"),
    ],
    targets: [
        .target(
            name: "MenuTabCoordinatorAPI",
            dependencies: [
                .product(name: "SUICoordinator", package: "SUICoordinator"),
            ]
        ),
        .target(
            name: "MenuTabCoordinatorAPITestDoubles",
            dependencies: [
                "MenuTabCoordinatorAPI",
                .product(name: "SUICoordinator", package: "SUICoordinator"),
                .product(name: "SUICoordinatorTestDoubles", package: "SUICoordinator"),
            ],
            path: "Tests/MenuTabCoordinatorAPITestDoubles"
        ),
    ],
    swiftLanguageModes: [.v6]
)
