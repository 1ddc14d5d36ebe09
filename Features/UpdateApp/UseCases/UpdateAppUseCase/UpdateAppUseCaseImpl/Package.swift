// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "UpdateAppUseCaseImpl",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "UpdateAppUseCaseImpl", targets: ["UpdateAppUseCaseImpl"]),
    ],
    dependencies: [
        .package(path: "../UpdateAppUseCaseAPI"),
        .package(path: "../../../../../Core/Reactive"),
        .package(path: "../../../../../Core/Resolver"),
        .package(path: "../../../../../Core/TestSupport"),
        .package(path: "../../../../../Core/Loadable"),
    ],
    targets: [
        .target(
            name: "UpdateAppUseCaseImpl",
            dependencies: [
                .product(name: "UpdateAppUseCaseAPI", package: "UpdateAppUseCaseAPI"),
                .product(name: "Reactive", package: "Reactive"),
                .product(name: "Resolver", package: "Resolver"),
                .product(name: "Loadable", package: "Loadable"),
            ]
        ),
        .testTarget(
            name: "UpdateAppUseCaseImplTests",
            dependencies: [
                "UpdateAppUseCaseImpl",
                .product(name: "UpdateAppUseCaseAPI", package: "UpdateAppUseCaseAPI"),
                .product(name: "UpdateAppUseCaseAPITestDoubles", package: "UpdateAppUseCaseAPI"),
                .product(name: "TestSupport", package: "TestSupport"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
