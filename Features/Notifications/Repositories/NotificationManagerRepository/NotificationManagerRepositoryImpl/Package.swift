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
        .package(path: "../../../../../Core/Resolver"),
        .package(path: "../../../../../Core/TestSupport"),
        .package(path: "../../../../../Core/RemoteDataError"),
    ],
    targets: [
        .target(
            name: "NotificationManagerRepositoryImpl",
            dependencies: [
                .product(name: "NotificationManagerRepositoryAPI", package: "NotificationManagerRepositoryAPI"),
                .product(name: "NotificationManagerUseCaseAPI", package: "NotificationManagerUseCaseAPI"),
                .product(name: "Resolver", package: "Resolver"),
                .product(name: "RemoteDataError", package: "RemoteDataError"),
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
                .product(name: "RemoteDataError", package: "RemoteDataError"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
