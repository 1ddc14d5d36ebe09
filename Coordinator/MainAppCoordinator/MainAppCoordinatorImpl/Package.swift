// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "MainAppCoordinatorImpl",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [.library(name: "MainAppCoordinatorImpl", targets: ["MainAppCoordinatorImpl"])],
    dependencies: [
        .package(path: "../MainAppCoordinatorAPI"),
        .package(path: "../../FirstAppCoordinator/FirstAppCoordinatorAPI"),
        .package(path: "../../../Core/SUICoordinator"),
        .package(path: "../../../Core/Resolver"),
    ],
    targets: [
        .target(
            name: "MainAppCoordinatorImpl",
            dependencies: [
                .product(name: "MainAppCoordinatorAPI", package: "MainAppCoordinatorAPI"),
                .product(name: "FirstAppCoordinatorAPI", package: "FirstAppCoordinatorAPI"),
                .product(name: "SUICoordinator", package: "SUICoordinator"),
                .product(name: "Resolver", package: "Resolver"),
            ]
        ),
        .testTarget(
            name: "MainAppCoordinatorImplTests",
            dependencies: [
                "MainAppCoordinatorImpl",
                .product(name: "FirstAppCoordinatorAPI", package: "FirstAppCoordinatorAPI"),
                .product(name: "FirstAppCoordinatorAPITestDoubles", package: "FirstAppCoordinatorAPI"),
                .product(name: "Resolver", package: "Resolver"),
                .product(name: "SUICoordinator", package: "SUICoordinator"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
