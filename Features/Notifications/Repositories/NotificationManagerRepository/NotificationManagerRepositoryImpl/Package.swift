// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "NotificationManagerRepositoryImpl",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "NotificationManagerRepositoryImpl", targets: ["NotificationManagerRepositoryImpl"]),
    ],
    dependencies: [
        .package(path: "../NotificationManagerRepositoryAPI"),
        .package(path: "../../../UseCases/NotificationManagerUseCase/NotificationManagerUseCaseAPI"),
        .package(path: "../../../../../Core/Reactive"),
        .package(path: "../../../../../Core/Resolver"),
        .package(path: "../../../../../Core/TestSupport"),
    ],
    targets: [
        .target(
            name: "NotificationManagerRepositoryImpl",
            dependencies: [
                .product(name: "NotificationManagerRepositoryAPI", package: "NotificationManagerRepositoryAPI"),
                .product(name: "NotificationManagerUseCaseAPI", package: "NotificationManagerUseCaseAPI"),
                .product(name: "Reactive", package: "Reactive"),
                .product(name: "Resolver", package: "Resolver"),
            ]
        ),
        .testTarget(
            name: "NotificationManagerRepositoryImplTests",
            dependencies: [
                "NotificationManagerRepositoryImpl",
                .product(name: "NotificationManagerRepositoryAPI", package: "NotificationManagerRepositoryAPI"),
                .product(name: "NotificationManagerRepositoryAPITestDoubles", package: "NotificationManagerRepositoryAPI"),
                .product(name: "NotificationManagerUseCaseAPI", package: "NotificationManagerUseCaseAPI"),
                .product(name: "TestSupport", package: "TestSupport"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
