// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "UpdateAppRepositoryImpl",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "UpdateAppRepositoryImpl", targets: ["UpdateAppRepositoryImpl"]),
    ],
    dependencies: [
        .package(path: "../UpdateAppRepositoryAPI"),
        .package(path: "../../../UseCases/UpdateAppUseCase/UpdateAppUseCaseAPI"),
        .package(path: "../../../../../Core/Resolver"),
        .package(path: "../../../../../Core/TestSupport"),
        .package(path: "../../../../../Core/RemoteDataError"),
    ],
    targets: [
        .target(
            name: "UpdateAppRepositoryImpl",
            dependencies: [
                .product(name: "UpdateAppRepositoryAPI", package: "UpdateAppRepositoryAPI"),
                .product(name: "UpdateAppUseCaseAPI", package: "UpdateAppUseCaseAPI"),
                .product(name: "Resolver", package: "Resolver"),
                .product(name: "RemoteDataError", package: "RemoteDataError"),
            ]
        ),
        .testTarget(
            name: "UpdateAppRepositoryImplTests",
            dependencies: [
                "UpdateAppRepositoryImpl",
                .product(name: "UpdateAppRepositoryAPI", package: "UpdateAppRepositoryAPI"),
                .product(name: "UpdateAppRepositoryAPITestDoubles", package: "UpdateAppRepositoryAPI"),
                .product(name: "UpdateAppUseCaseAPI", package: "UpdateAppUseCaseAPI"),
                .product(name: "TestSupport", package: "TestSupport"),
                .product(name: "RemoteDataError", package: "RemoteDataError"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
