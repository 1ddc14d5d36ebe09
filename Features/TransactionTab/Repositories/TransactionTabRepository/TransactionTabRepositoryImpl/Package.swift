// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "TransactionTabRepositoryImpl",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "TransactionTabRepositoryImpl", targets: ["TransactionTabRepositoryImpl"]),
    ],
    dependencies: [
        .package(path: "../TransactionTabRepositoryAPI"),
        .package(path: "../../../UseCases/TransactionTabUseCase/TransactionTabUseCaseAPI"),
        .package(path: "../../../../../Core/Resolver"),
        .package(path: "../../../../../Core/TestSupport"),
        .package(path: "../../../../../Core/Reactive"),
        .package(path: "../../../../../Core/RemoteDataError"),
    ],
    targets: [
        .target(
            name: "TransactionTabRepositoryImpl",
            dependencies: [
                .product(name: "TransactionTabRepositoryAPI", package: "TransactionTabRepositoryAPI"),
                .product(name: "TransactionTabUseCaseAPI", package: "TransactionTabUseCaseAPI"),
                .product(name: "Resolver", package: "Resolver"),
                .product(name: "Reactive", package: "Reactive"),
                .product(name: "RemoteDataError", package: "RemoteDataError"),
            ]
        ),
        .testTarget(
            name: "TransactionTabRepositoryImplTests",
            dependencies: [
                "TransactionTabRepositoryImpl",
                .product(name: "TransactionTabRepositoryAPI", package: "TransactionTabRepositoryAPI"),
                .product(name: "TransactionTabRepositoryAPITestDoubles", package: "TransactionTabRepositoryAPI"),
                .product(name: "TransactionTabUseCaseAPI", package: "TransactionTabUseCaseAPI"),
                .product(name: "TestSupport", package: "TestSupport"),
                .product(name: "RemoteDataError", package: "RemoteDataError"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
