// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "CoordinatorHost",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [.library(name: "CoordinatorHost", targets: ["CoordinatorHost"])],
    dependencies: [
        .package(path: "../SUICoordinator"),
        .package(path: "../TerminalUI"),
    ],
    targets: [
        .target(
            name: "CoordinatorHost",
            dependencies: [
                .product(name: "SUICoordinator", package: "SUICoordinator"),
                .product(name: "TerminalUI", package: "TerminalUI"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
