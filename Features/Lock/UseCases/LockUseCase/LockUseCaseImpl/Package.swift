// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "LockUseCaseImpl",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "LockUseCaseImpl", targets: ["LockUseCaseImpl"]),
    ],
    dependencies: [
        .package(path: "../../../../../Core/PinRule"),
        .package(path: "../LockUseCaseAPI"),
        .package(path: "../../../../../Core/Resolver"),
        .package(path: "../../../../../Core/TestSupport"),
        .package(path: "../../../../../Core/Reactive"),
        .package(path: "../../../../../Core/PlainTextRule"),
    ],
    targets: [
        .target(
            name: "LockUseCaseImpl",
            dependencies: [
                .product(name: "PinRule", package: "PinRule"),
                .product(name: "LockUseCaseAPI", package: "LockUseCaseAPI"),
                .product(name: "Resolver", package: "Resolver"),
                .product(name: "Reactive", package: "Reactive"),
                .product(name: "PlainTextRule", package: "PlainTextRule"),
            ]
        ),
        .testTarget(
            name: "LockUseCaseImplTests",
            dependencies: [
                "LockUseCaseImpl",
                .product(name: "LockUseCaseAPI", package: "LockUseCaseAPI"),
                .product(name: "LockUseCaseAPITestDoubles", package: "LockUseCaseAPI"),
                .product(name: "TestSupport", package: "TestSupport"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
