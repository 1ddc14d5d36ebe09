// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "TransferTabCoordinatorImpl",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "TransferTabCoordinatorImpl", targets: ["TransferTabCoordinatorImpl"]),
    ],
    dependencies: [
        .package(path: "../TransferTabCoordinatorAPI"),
        .package(path: "../../../Core/SUICoordinator"),
        .package(path: "../../../Core/TerminalUI"),
    ],
    targets: [
        .target(
            name: "TransferTabCoordinatorImpl",
            dependencies: [
                .product(name: "TransferTabCoordinatorAPI", package: "TransferTabCoordinatorAPI"),
                .product(name: "SUICoordinator", package: "SUICoordinator"),
                .product(name: "TerminalUI", package: "TerminalUI"),
            ]
        ),
        .testTarget(
            name: "TransferTabCoordinatorImplTests",
            dependencies: [
                "TransferTabCoordinatorImpl",
                .product(name: "SUICoordinator", package: "SUICoordinator"),
                .product(name: "TerminalUI", package: "TerminalUI"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
