// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "RequestMoneyRepositoryImpl",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "RequestMoneyRepositoryImpl", targets: ["RequestMoneyRepositoryImpl"]),
    ],
    dependencies: [
        .package(path: "../RequestMoneyRepositoryAPI"),
        .package(path: "../../../UseCases/RequestMoneyUseCase/RequestMoneyUseCaseAPI"),
        .package(path: "../../../../../Core/Resolver"),
        .package(path: "../../../../../Core/TestSupport"),
        .package(path: "../../../../../Core/RemoteDataError"),
        .package(path: "../../../../../Core/PlainTextRule"),
    ],
    targets: [
        .target(
            name: "RequestMoneyRepositoryImpl",
            dependencies: [
                .product(name: "RequestMoneyRepositoryAPI", package: "RequestMoneyRepositoryAPI"),
                .product(name: "RequestMoneyUseCaseAPI", package: "RequestMoneyUseCaseAPI"),
                .product(name: "Resolver", package: "Resolver"),
                .product(name: "RemoteDataError", package: "RemoteDataError"),
                .product(name: "PlainTextRule", package: "PlainTextRule"),
            ]
        ),
        .testTarget(
            name: "RequestMoneyRepositoryImplTests",
            dependencies: [
                "RequestMoneyRepositoryImpl",
                .product(name: "RequestMoneyRepositoryAPI", package: "RequestMoneyRepositoryAPI"),
                .product(name: "RequestMoneyRepositoryAPITestDoubles", package: "RequestMoneyRepositoryAPI"),
                .product(name: "RequestMoneyUseCaseAPI", package: "RequestMoneyUseCaseAPI"),
                .product(name: "TestSupport", package: "TestSupport"),
                .product(name: "RemoteDataError", package: "RemoteDataError"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
