// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "FirstAppCoordinatorAPI",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "FirstAppCoordinatorAPI", targets: ["FirstAppCoordinatorAPI"]),
        .library(name: "FirstAppCoordinatorAPITestDoubles", targets: ["FirstAppCoordinatorAPITestDoubles"]),
    ],
    dependencies: [
        .package(path: "../../../Core/SUICoordinator"),
    ],
    targets: [
        .target(
            name: "FirstAppCoordinatorAPI",
            dependencies: [.product(name: "SUICoordinator", package: "SUICoordinator")]
        ),
        .target(
            name: "FirstAppCoordinatorAPITestDoubles",
            dependencies: [
                "FirstAppCoordinatorAPI",
                .product(name: "SUICoordinator", package: "SUICoordinator"),
                .product(name: "SUICoordinatorTestDoubles", package: "SUICoordinator"),
            ],
            path: "Tests/FirstAppCoordinatorAPITestDoubles"
        ),
    ],
    swiftLanguageModes: [.v6]
)
