// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "CardsTabUseCaseImpl",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "CardsTabUseCaseImpl", targets: ["CardsTabUseCaseImpl"]),
    ],
    dependencies: [
        .package(path: "../CardsTabUseCaseAPI"),
        .package(path: "../../../../../Core/Reactive"),
        .package(path: "../../../../../Core/Resolver"),
        .package(path: "../../../../../Core/TestSupport"),
        .package(path: "../../../../../Core/Loadable"),
    ],
    targets: [
        .target(
            name: "CardsTabUseCaseImpl",
            dependencies: [
                .product(name: "CardsTabUseCaseAPI", package: "CardsTabUseCaseAPI"),
                .product(name: "Reactive", package: "Reactive"),
                .product(name: "Resolver", package: "Resolver"),
                .product(name: "Loadable", package: "Loadable"),
            ]
        ),
        .testTarget(
            name: "CardsTabUseCaseImplTests",
            dependencies: [
                "CardsTabUseCaseImpl",
                .product(name: "CardsTabUseCaseAPI", package: "CardsTabUseCaseAPI"),
                .product(name: "CardsTabUseCaseAPITestDoubles", package: "CardsTabUseCaseAPI"),
                .product(name: "TestSupport", package: "TestSupport"),
                .product(name: "Reactive", package: "Reactive"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
