// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "PayeesRepositoryImpl",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "PayeesRepositoryImpl", targets: ["PayeesRepositoryImpl"]),
    ],
    dependencies: [
        .package(path: "../PayeesRepositoryAPI"),
        .package(path: "../../../UseCases/PayeesUseCase/PayeesUseCaseAPI"),
        .package(path: "../../../../../Core/Resolver"),
        .package(path: "../../../../../Core/TestSupport"),
        .package(path: "../../../../../Core/RemoteDataError"),
        .package(path: "../../../../../Core/Reactive"),
    ],
    targets: [
        .target(
            name: "PayeesRepositoryImpl",
            dependencies: [
                .product(name: "PayeesRepositoryAPI", package: "PayeesRepositoryAPI"),
                .product(name: "PayeesUseCaseAPI", package: "PayeesUseCaseAPI"),
                .product(name: "Resolver", package: "Resolver"),
                .product(name: "RemoteDataError", package: "RemoteDataError"),
                .product(name: "Reactive", package: "Reactive"),
            ]
        ),
        .testTarget(
            name: "PayeesRepositoryImplTests",
            dependencies: [
                "PayeesRepositoryImpl",
                .product(name: "PayeesRepositoryAPI", package: "PayeesRepositoryAPI"),
                .product(name: "PayeesRepositoryAPITestDoubles", package: "PayeesRepositoryAPI"),
                .product(name: "PayeesUseCaseAPI", package: "PayeesUseCaseAPI"),
                .product(name: "TestSupport", package: "TestSupport"),
                .product(name: "RemoteDataError", package: "RemoteDataError"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
