// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "TransferRepositoryImpl",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "TransferRepositoryImpl", targets: ["TransferRepositoryImpl"]),
    ],
    dependencies: [
        .package(path: "../TransferRepositoryAPI"),
        .package(path: "../../../UseCases/TransferUseCase/TransferUseCaseAPI"),
        .package(path: "../../../../../Core/Reactive"),
        .package(path: "../../../../../Core/Resolver"),
        .package(path: "../../../../../Core/TestSupport"),
        .package(path: "../../../../../Core/RemoteDataError"),
    ],
    targets: [
        .target(
            name: "TransferRepositoryImpl",
            dependencies: [
                .product(name: "TransferRepositoryAPI", package: "TransferRepositoryAPI"),
                .product(name: "TransferUseCaseAPI", package: "TransferUseCaseAPI"),
                .product(name: "Reactive", package: "Reactive"),
                .product(name: "Resolver", package: "Resolver"),
                .product(name: "RemoteDataError", package: "RemoteDataError"),
            ]
        ),
        .testTarget(
            name: "TransferRepositoryImplTests",
            dependencies: [
                "TransferRepositoryImpl",
                .product(name: "TransferRepositoryAPI", package: "TransferRepositoryAPI"),
                .product(name: "TransferRepositoryAPITestDoubles", package: "TransferRepositoryAPI"),
                .product(name: "TransferUseCaseAPI", package: "TransferUseCaseAPI"),
                .product(name: "TestSupport", package: "TestSupport"),
                .product(name: "RemoteDataError", package: "RemoteDataError"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
