// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "CardsTabCoordinatorImpl",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "CardsTabCoordinatorImpl", targets: ["CardsTabCoordinatorImpl"]),
    ],
    dependencies: [
        .package(path: "../CardsTabCoordinatorAPI"),
        .package(path: "../../../Core/SUICoordinator"),
        .package(path: "../../../Core/TerminalUI"),
    ],
    targets: [
        .target(
            name: "CardsTabCoordinatorImpl",
            dependencies: [
                .product(name: "CardsTabCoordinatorAPI", package: "CardsTabCoordinatorAPI"),
                .product(name: "SUICoordinator", package: "SUICoordinator"),
                .product(name: "TerminalUI", package: "TerminalUI"),
            ]
        ),
        .testTarget(
            name: "CardsTabCoordinatorImplTests",
            dependencies: [
                "CardsTabCoordinatorImpl",
                .product(name: "SUICoordinator", package: "SUICoordinator"),
                .product(name: "TerminalUI", package: "TerminalUI"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
