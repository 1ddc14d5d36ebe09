// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "TransactionTabCoordinatorImpl",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "TransactionTabCoordinatorImpl", targets: ["TransactionTabCoordinatorImpl"]),
    ],
    dependencies: [
        .package(path: "../TransactionTabCoordinatorAPI"),
        .package(path: "../../../Features/TransactionTab/Presentation/TransactionTabScreen/TransactionTabScreenAPI"),
        .package(path: "../../../Features/TransactionTab/Presentation/TransactionDetailScreen/TransactionDetailScreenAPI"),
        .package(path: "../../../Core/Resolver"),
        .package(path: "../../../Core/SUICoordinator"),
        .package(path: "../../../Core/TerminalUI"),
    ],
    targets: [
        .target(
            name: "TransactionTabCoordinatorImpl",
            dependencies: [
                .product(name: "TransactionTabCoordinatorAPI", package: "TransactionTabCoordinatorAPI"),
                .product(name: "TransactionTabScreenAPI", package: "TransactionTabScreenAPI"),
                .product(name: "TransactionDetailScreenAPI", package: "TransactionDetailScreenAPI"),
                .product(name: "Resolver", package: "Resolver"),
                .product(name: "SUICoordinator", package: "SUICoordinator"),
                .product(name: "TerminalUI", package: "TerminalUI"),
            ]
        ),
        .testTarget(
            name: "TransactionTabCoordinatorImplTests",
            dependencies: [
                "TransactionTabCoordinatorImpl",
                .product(name: "SUICoordinator", package: "SUICoordinator"),
                .product(name: "TerminalUI", package: "TerminalUI"),
                .product(name: "TransactionTabScreenAPI", package: "TransactionTabScreenAPI"),
                .product(name: "TransactionTabScreenAPITestDoubles", package: "TransactionTabScreenAPI"),
                .product(name: "TransactionDetailScreenAPI", package: "TransactionDetailScreenAPI"),
                .product(name: "TransactionDetailScreenAPITestDoubles", package: "TransactionDetailScreenAPI"),
                .product(name: "Resolver", package: "Resolver"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
