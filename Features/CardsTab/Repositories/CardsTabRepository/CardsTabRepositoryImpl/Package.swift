// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "CardsTabRepositoryImpl",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "CardsTabRepositoryImpl", targets: ["CardsTabRepositoryImpl"]),
    ],
    dependencies: [
        .package(path: "../CardsTabRepositoryAPI"),
        .package(path: "../../../UseCases/CardsTabUseCase/CardsTabUseCaseAPI"),
        .package(path: "../../../../../Core/Reactive"),
        .package(path: "../../../../../Core/Resolver"),
        .package(path: "../../../../../Core/TestSupport"),
        .package(path: "../../../../../Core/RemoteDataError"),
    ],
    targets: [
        .target(
            name: "CardsTabRepositoryImpl",
            dependencies: [
                .product(name: "CardsTabRepositoryAPI", package: "CardsTabRepositoryAPI"),
                .product(name: "CardsTabUseCaseAPI", package: "CardsTabUseCaseAPI"),
                .product(name: "Reactive", package: "Reactive"),
                .product(name: "Resolver", package: "Resolver"),
                .product(name: "RemoteDataError", package: "RemoteDataError"),
            ]
        ),
        .testTarget(
            name: "CardsTabRepositoryImplTests",
            dependencies: [
                "CardsTabRepositoryImpl",
                .product(name: "CardsTabRepositoryAPI", package: "CardsTabRepositoryAPI"),
                .product(name: "CardsTabRepositoryAPITestDoubles", package: "CardsTabRepositoryAPI"),
                .product(name: "CardsTabUseCaseAPI", package: "CardsTabUseCaseAPI"),
                .product(name: "TestSupport", package: "TestSupport"),
                .product(name: "RemoteDataError", package: "RemoteDataError"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
