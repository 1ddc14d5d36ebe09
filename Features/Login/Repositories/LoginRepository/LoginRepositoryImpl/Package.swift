// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "LoginRepositoryImpl",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [.library(name: "LoginRepositoryImpl", targets: ["LoginRepositoryImpl"])],
    dependencies: [
        .package(path: "../LoginRepositoryAPI"),
        .package(path: "../../../UseCases/LoginUseCase/LoginUseCaseAPI"),
        .package(path: "../../../../../Core/Resolver"),
        .package(path: "../../../../../Core/TestSupport"),
        .package(path: "../../../../../Core/RemoteDataError"),
    ],
    targets: [
        .target(
            name: "LoginRepositoryImpl",
            dependencies: [
                .product(name: "LoginRepositoryAPI", package: "LoginRepositoryAPI"),
                .product(name: "LoginUseCaseAPI", package: "LoginUseCaseAPI"),
                .product(name: "Resolver", package: "Resolver"),
                .product(name: "RemoteDataError", package: "RemoteDataError"),
            ]
        ),
        .testTarget(
            name: "LoginRepositoryImplTests",
            dependencies: [
                .product(name: "TestSupport", package: "TestSupport"),
                "LoginRepositoryImpl",
                .product(name: "LoginRepositoryAPI", package: "LoginRepositoryAPI"),
                .product(name: "LoginRepositoryAPITestDoubles", package: "LoginRepositoryAPI"),
                .product(name: "LoginUseCaseAPI", package: "LoginUseCaseAPI"),
                .product(name: "RemoteDataError", package: "RemoteDataError"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
