// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "HomeTabUseCaseImpl",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "HomeTabUseCaseImpl", targets: ["HomeTabUseCaseImpl"]),
    ],
    dependencies: [
        .package(path: "../HomeTabUseCaseAPI"),
        .package(path: "../../../../../Core/Reactive"),
        .package(path: "../../../../../Core/Resolver"),
        .package(path: "../../../../../Core/TestSupport"),
        .package(path: "../../../../../Core/Loadable"),
    ],
    targets: [
        .target(
            name: "HomeTabUseCaseImpl",
            dependencies: [
                .product(name: "HomeTabUseCaseAPI", package: "HomeTabUseCaseAPI"),
                .product(name: "Reactive", package: "Reactive"),
                .product(name: "Resolver", package: "Resolver"),
                .product(name: "Loadable", package: "Loadable"),
            ]
        ),
        .testTarget(
            name: "HomeTabUseCaseImplTests",
            dependencies: [
                .product(name: "HomeTabUseCaseAPITestDoubles", package: "HomeTabUseCaseAPI"),
                "HomeTabUseCaseImpl",
                .product(name: "HomeTabUseCaseAPI", package: "HomeTabUseCaseAPI"),
                .product(name: "TestSupport", package: "TestSupport"),
                .product(name: "Reactive", package: "Reactive"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
