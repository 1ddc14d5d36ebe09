// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "LockRepositoryImpl",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "LockRepositoryImpl", targets: ["LockRepositoryImpl"]),
    ],
    dependencies: [
        .package(path: "../LockRepositoryAPI"),
        .package(path: "../../../UseCases/LockUseCase/LockUseCaseAPI"),
        .package(path: "../../../../../Core/Resolver"),
        .package(path: "../../../../../Core/TestSupport"),
        .package(path: "../../../../../Core/RemoteDataError"),
    ],
    targets: [
        .target(
            name: "LockRepositoryImpl",
            dependencies: [
                .product(name: "LockRepositoryAPI", package: "LockRepositoryAPI"),
                .product(name: "LockUseCaseAPI", package: "LockUseCaseAPI"),
                .product(name: "Resolver", package: "Resolver"),
                .product(name: "RemoteDataError", package: "RemoteDataError"),
            ]
        ),
        .testTarget(
            name: "LockRepositoryImplTests",
            dependencies: [
                "LockRepositoryImpl",
                .product(name: "LockRepositoryAPI", package: "LockRepositoryAPI"),
                .product(name: "LockRepositoryAPITestDoubles", package: "LockRepositoryAPI"),
                .product(name: "LockUseCaseAPI", package: "LockUseCaseAPI"),
                .product(name: "TestSupport", package: "TestSupport"),
                .product(name: "RemoteDataError", package: "RemoteDataError"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
