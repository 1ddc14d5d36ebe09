// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "LiveEventsUseCaseImpl",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "LiveEventsUseCaseImpl", targets: ["LiveEventsUseCaseImpl"]),
    ],
    dependencies: [
        .package(path: "../LiveEventsUseCaseAPI"),
        .package(path: "../../../../../Core/Reactive"),
        .package(path: "../../../../../Core/Resolver"),
        .package(path: "../../../../../Core/TestSupport"),
    ],
    targets: [
        .target(
            name: "LiveEventsUseCaseImpl",
            dependencies: [
                .product(name: "LiveEventsUseCaseAPI", package: "LiveEventsUseCaseAPI"),
                .product(name: "Reactive", package: "Reactive"),
                .product(name: "Resolver", package: "Resolver"),
            ]
        ),
        .testTarget(
            name: "LiveEventsUseCaseImplTests",
            dependencies: [
                "LiveEventsUseCaseImpl",
                .product(name: "LiveEventsUseCaseAPI", package: "LiveEventsUseCaseAPI"),
                .product(name: "LiveEventsUseCaseAPITestDoubles", package: "LiveEventsUseCaseAPI"),
                .product(name: "TestSupport", package: "TestSupport"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
