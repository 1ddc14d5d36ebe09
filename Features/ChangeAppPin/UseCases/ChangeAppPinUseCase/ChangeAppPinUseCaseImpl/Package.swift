// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "ChangeAppPinUseCaseImpl",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "ChangeAppPinUseCaseImpl", targets: ["ChangeAppPinUseCaseImpl"]),
    ],
    dependencies: [
        .package(path: "../../../../../Core/PinRule"),
        .package(path: "../ChangeAppPinUseCaseAPI"),
        .package(path: "../../../../../Core/Reactive"),
        .package(path: "../../../../../Core/Resolver"),
        .package(path: "../../../../../Core/TestSupport"),
    ],
    targets: [
        .target(
            name: "ChangeAppPinUseCaseImpl",
            dependencies: [
                .product(name: "PinRule", package: "PinRule"),
                .product(name: "ChangeAppPinUseCaseAPI", package: "ChangeAppPinUseCaseAPI"),
                .product(name: "Reactive", package: "Reactive"),
                .product(name: "Resolver", package: "Resolver"),
            ]
        ),
        .testTarget(
            name: "ChangeAppPinUseCaseImplTests",
            dependencies: [
                "ChangeAppPinUseCaseImpl",
                .product(name: "ChangeAppPinUseCaseAPI", package: "ChangeAppPinUseCaseAPI"),
                .product(name: "ChangeAppPinUseCaseAPITestDoubles", package: "ChangeAppPinUseCaseAPI"),
                .product(name: "TestSupport", package: "TestSupport"),
                .product(name: "Reactive", package: "Reactive"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
