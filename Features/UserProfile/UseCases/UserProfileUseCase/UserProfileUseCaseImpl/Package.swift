// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "UserProfileUseCaseImpl",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "UserProfileUseCaseImpl", targets: ["UserProfileUseCaseImpl"]),
    ],
    dependencies: [
        .package(path: "../UserProfileUseCaseAPI"),
        .package(path: "../../../../../Core/Reactive"),
        .package(path: "../../../../../Core/Resolver"),
        .package(path: "../../../../../Core/TestSupport"),
        .package(path: "../../../../../Core/Loadable"),
        .package(path: "../../../../../Core/PlainTextRule"),
    ],
    targets: [
        .target(
            name: "UserProfileUseCaseImpl",
            dependencies: [
                .product(name: "UserProfileUseCaseAPI", package: "UserProfileUseCaseAPI"),
                .product(name: "Reactive", package: "Reactive"),
                .product(name: "Resolver", package: "Resolver"),
                .product(name: "Loadable", package: "Loadable"),
                .product(name: "PlainTextRule", package: "PlainTextRule"),
            ]
        ),
        .testTarget(
            name: "UserProfileUseCaseImplTests",
            dependencies: [
                "UserProfileUseCaseImpl",
                .product(name: "UserProfileUseCaseAPI", package: "UserProfileUseCaseAPI"),
                .product(name: "UserProfileUseCaseAPITestDoubles", package: "UserProfileUseCaseAPI"),
                .product(name: "TestSupport", package: "TestSupport"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
