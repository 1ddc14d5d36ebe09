// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "HomeTabRepositoryImpl",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "HomeTabRepositoryImpl", targets: ["HomeTabRepositoryImpl"]),
    ],
    dependencies: [
        .package(path: "../../../../../Core/Reactive"),
        .package(path: "../HomeTabRepositoryAPI"),
        .package(path: "../../../UseCases/HomeTabUseCase/HomeTabUseCaseAPI"),
        .package(path: "../../../../../Core/Resolver"),
        .package(path: "../../../../../Core/TestSupport"),
        .package(path: "../../../../../Core/RemoteDataError"),
    ],
    targets: [
        .target(
            name: "HomeTabRepositoryImpl",
            dependencies: [
                .product(name: "Reactive", package: "Reactive"),
                .product(name: "HomeTabRepositoryAPI", package: "HomeTabRepositoryAPI"),
                .product(name: "HomeTabUseCaseAPI", package: "HomeTabUseCaseAPI"),
                .product(name: "Resolver", package: "Resolver"),
                .product(name: "RemoteDataError", package: "RemoteDataError"),
            ]
        ),
        .testTarget(
            name: "HomeTabRepositoryImplTests",
            dependencies: [
                .product(name: "TestSupport", package: "TestSupport"),
                .product(name: "HomeTabRepositoryAPITestDoubles", package: "HomeTabRepositoryAPI"),
                "HomeTabRepositoryImpl",
                .product(name: "HomeTabRepositoryAPI", package: "HomeTabRepositoryAPI"),
                .product(name: "HomeTabUseCaseAPI", package: "HomeTabUseCaseAPI"),
                .product(name: "RemoteDataError", package: "RemoteDataError"),
                .product(name: "Reactive", package: "Reactive"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
