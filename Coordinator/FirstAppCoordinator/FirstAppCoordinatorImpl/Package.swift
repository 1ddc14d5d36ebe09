// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "FirstAppCoordinatorImpl",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [.library(name: "FirstAppCoordinatorImpl", targets: ["FirstAppCoordinatorImpl"])],
    dependencies: [
        .package(path: "../FirstAppCoordinatorAPI"),
        .package(path: "../../../Features/Login/Presentation/LoginScreen/LoginScreenAPI"),
        .package(path: "../../../Core/SUICoordinator"),
        .package(path: "../../../Core/Resolver"),
        .package(path: "../../../Core/TerminalUI"),
    ],
    targets: [
        .target(
            name: "FirstAppCoordinatorImpl",
            dependencies: [
                .product(name: "FirstAppCoordinatorAPI", package: "FirstAppCoordinatorAPI"),
                .product(name: "LoginScreenAPI", package: "LoginScreenAPI"),
                .product(name: "SUICoordinator", package: "SUICoordinator"),
                .product(name: "Resolver", package: "Resolver"),
                .product(name: "TerminalUI", package: "TerminalUI"),
            ]
        ),
        .testTarget(
            name: "FirstAppCoordinatorImplTests",
            dependencies: [
                "FirstAppCoordinatorImpl",
                .product(name: "LoginScreenAPI", package: "LoginScreenAPI"),
                .product(name: "LoginScreenAPITestDoubles", package: "LoginScreenAPI"),
                .product(name: "Resolver", package: "Resolver"),
                .product(name: "SUICoordinator", package: "SUICoordinator"),
                .product(name: "TerminalUI", package: "TerminalUI"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
