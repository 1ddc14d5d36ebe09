// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "HomeTabCoordinatorAPI",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "HomeTabCoordinatorAPI", targets: ["HomeTabCoordinatorAPI"]),
        .library(name: "HomeTabCoordinatorAPITestDoubles", targets: ["HomeTabCoordinatorAPITestDoubles"]),
    ],
    dependencies: [
        .package(path: "../../../Core/SUICoordinator"),
    ],
    targets: [
        .target(
            name: "HomeTabCoordinatorAPI",
            dependencies: [.product(name: "SUICoordinator", package: "SUICoordinator")]
        ),
        .target(
            name: "HomeTabCoordinatorAPITestDoubles",
            dependencies: [
                "HomeTabCoordinatorAPI",
                .product(name: "SUICoordinator", package: "SUICoordinator"),
                .product(name: "SUICoordinatorTestDoubles", package: "SUICoordinator"),
            ],
            path: "Tests/HomeTabCoordinatorAPITestDoubles"
        ),
    ],
    swiftLanguageModes: [.v6]
)
