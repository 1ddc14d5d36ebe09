// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "TransactionTabUseCaseImpl",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "TransactionTabUseCaseImpl", targets: ["TransactionTabUseCaseImpl"]),
    ],
    dependencies: [
        .package(path: "../TransactionTabUseCaseAPI"),
        .package(path: "../../../../../Core/Reactive"),
        .package(path: "../../../../../Core/Resolver"),
        .package(path: "../../../../../Core/TestSupport"),
        .package(path: "../../../../../Core/MoneyText"),
        .package(path: "../../../../../Core/Loadable"),
        .package(path: "../../../../../Core/PlainTextRule"),
    ],
    targets: [
        .target(
            name: "TransactionTabUseCaseImpl",
            dependencies: [
                .product(name: "TransactionTabUseCaseAPI", package: "TransactionTabUseCaseAPI"),
                .product(name: "Reactive", package: "Reactive"),
                .product(name: "Resolver", package: "Resolver"),
                .product(name: "MoneyText", package: "MoneyText"),
                .product(name: "Loadable", package: "Loadable"),
                .product(name: "PlainTextRule", package: "PlainTextRule"),
            ]
        ),
        .testTarget(
            name: "TransactionTabUseCaseImplTests",
            dependencies: [
                "TransactionTabUseCaseImpl",
                .product(name: "TransactionTabUseCaseAPI", package: "TransactionTabUseCaseAPI"),
                .product(name: "TransactionTabUseCaseAPITestDoubles", package: "TransactionTabUseCaseAPI"),
                .product(name: "TestSupport", package: "TestSupport"),
                .product(name: "Reactive", package: "Reactive"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
