// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "TransferUseCaseImpl",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "TransferUseCaseImpl", targets: ["TransferUseCaseImpl"]),
    ],
    dependencies: [
        .package(path: "../../../../../Core/PlainTextRule"),
        .package(path: "../../../../../Core/IBANRule"),
        .package(path: "../../../../../Core/MoneyText"),
        .package(path: "../TransferUseCaseAPI"),
        .package(path: "../../../../../Core/Reactive"),
        .package(path: "../../../../../Core/Resolver"),
        .package(path: "../../../../../Core/TestSupport"),
    ],
    targets: [
        .target(
            name: "TransferUseCaseImpl",
            dependencies: [
                .product(name: "PlainTextRule", package: "PlainTextRule"),
                .product(name: "IBANRule", package: "IBANRule"),
                .product(name: "MoneyText", package: "MoneyText"),
                .product(name: "TransferUseCaseAPI", package: "TransferUseCaseAPI"),
                .product(name: "Reactive", package: "Reactive"),
                .product(name: "Resolver", package: "Resolver"),
            ]
        ),
        .testTarget(
            name: "TransferUseCaseImplTests",
            dependencies: [
                "TransferUseCaseImpl",
                .product(name: "TransferUseCaseAPI", package: "TransferUseCaseAPI"),
                .product(name: "TransferUseCaseAPITestDoubles", package: "TransferUseCaseAPI"),
                .product(name: "TestSupport", package: "TestSupport"),
                .product(name: "Reactive", package: "Reactive"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
