// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "MenuTabCoordinatorImpl",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "MenuTabCoordinatorImpl", targets: ["MenuTabCoordinatorImpl"]),
    ],
    dependencies: [
        .package(path: "../MenuTabCoordinatorAPI"),
        .package(path: "../../../Core/SUICoordinator"),
        .package(path: "../../../Core/TerminalUI"),
    ],
    targets: [
        .target(
            name: "MenuTabCoordinatorImpl",
            dependencies: [
                .product(name: "MenuTabCoordinatorAPI", package: "MenuTabCoordinatorAPI"),
                .product(name: "SUICoordinator", package: "SUICoordinator"),
                .product(name: "TerminalUI", package: "TerminalUI"),
            ]
        ),
        .testTarget(
            name: "MenuTabCoordinatorImplTests",
            dependencies: [
                "MenuTabCoordinatorImpl",
                .product(name: "SUICoordinator", package: "SUICoordinator"),
                .product(name: "TerminalUI", package: "TerminalUI"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
