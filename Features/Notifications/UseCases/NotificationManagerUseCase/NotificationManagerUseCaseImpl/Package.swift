// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "NotificationManagerUseCaseImpl",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "NotificationManagerUseCaseImpl", targets: ["NotificationManagerUseCaseImpl"]),
    ],
    dependencies: [
        .package(path: "../NotificationManagerUseCaseAPI"),
        .package(path: "../../../../../Core/Reactive"),
        .package(path: "../../../../../Core/Resolver"),
        .package(path: "../../../../../Core/TestSupport"),
    ],
    targets: [
        .target(
            name: "NotificationManagerUseCaseImpl",
            dependencies: [
                .product(name: "NotificationManagerUseCaseAPI", package: "NotificationManagerUseCaseAPI"),
                .product(name: "Reactive", package: "Reactive"),
                .product(name: "Resolver", package: "Resolver"),
            ]
        ),
        .testTarget(
            name: "NotificationManagerUseCaseImplTests",
            dependencies: [
                "NotificationManagerUseCaseImpl",
                .product(name: "NotificationManagerUseCaseAPI", package: "NotificationManagerUseCaseAPI"),
                .product(name: "NotificationManagerUseCaseAPITestDoubles", package: "NotificationManagerUseCaseAPI"),
                .product(name: "TestSupport", package: "TestSupport"),
                .product(name: "Reactive", package: "Reactive"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
