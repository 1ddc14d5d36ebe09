// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "RequestMoneyUseCaseImpl",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "RequestMoneyUseCaseImpl", targets: ["RequestMoneyUseCaseImpl"]),
    ],
    dependencies: [
        .package(path: "../RequestMoneyUseCaseAPI"),
        .package(path: "../../../../../Core/GiroCode"),
        .package(path: "../../../../../Core/MoneyText"),
        .package(path: "../../../../../Core/PlainTextRule"),
        .package(path: "../../../../../Core/Reactive"),
        .package(path: "../../../../../Core/Resolver"),
        .package(path: "../../../../../Core/TestSupport"),
        .package(path: "../../../../../Core/Loadable"),
    ],
    targets: [
        .target(
            name: "RequestMoneyUseCaseImpl",
            dependencies: [
                .product(name: "RequestMoneyUseCaseAPI", package: "RequestMoneyUseCaseAPI"),
                .product(name: "GiroCode", package: "GiroCode"),
                .product(name: "MoneyText", package: "MoneyText"),
                .product(name: "PlainTextRule", package: "PlainTextRule"),
                .product(name: "Reactive", package: "Reactive"),
                .product(name: "Resolver", package: "Resolver"),
                .product(name: "Loadable", package: "Loadable"),
            ]
        ),
        .testTarget(
            name: "RequestMoneyUseCaseImplTests",
            dependencies: [
                "RequestMoneyUseCaseImpl",
                .product(name: "RequestMoneyUseCaseAPI", package: "RequestMoneyUseCaseAPI"),
                .product(name: "RequestMoneyUseCaseAPITestDoubles", package: "RequestMoneyUseCaseAPI"),
                .product(name: "TestSupport", package: "TestSupport"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
