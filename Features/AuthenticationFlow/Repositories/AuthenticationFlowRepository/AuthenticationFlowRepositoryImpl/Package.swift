// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "AuthenticationFlowRepositoryImpl",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "AuthenticationFlowRepositoryImpl", targets: ["AuthenticationFlowRepositoryImpl"]),
    ],
    dependencies: [
        .package(path: "../AuthenticationFlowRepositoryAPI"),
        .package(path: "../../../UseCases/AuthenticationFlowUseCase/AuthenticationFlowUseCaseAPI"),
        .package(path: "../../../../../Core/Reactive"),
        .package(path: "../../../../../Core/Resolver"),
        .package(path: "../../../../../Core/TestSupport"),
        .package(path: "../../../../../Core/RemoteDataError"),
    ],
    targets: [
        .target(
            name: "AuthenticationFlowRepositoryImpl",
            dependencies: [
                .product(name: "AuthenticationFlowRepositoryAPI", package: "AuthenticationFlowRepositoryAPI"),
                .product(name: "AuthenticationFlowUseCaseAPI", package: "AuthenticationFlowUseCaseAPI"),
                .product(name: "Reactive", package: "Reactive"),
                .product(name: "Resolver", package: "Resolver"),
            ]
        ),
        .testTarget(
            name: "AuthenticationFlowRepositoryImplTests",
            dependencies: [
                "AuthenticationFlowRepositoryImpl",
                .product(name: "AuthenticationFlowRepositoryAPI", package: "AuthenticationFlowRepositoryAPI"),
                .product(name: "AuthenticationFlowRepositoryAPITestDoubles", package: "AuthenticationFlowRepositoryAPI"),
                .product(name: "AuthenticationFlowUseCaseAPI", package: "AuthenticationFlowUseCaseAPI"),
                .product(name: "Reactive", package: "Reactive"),
                .product(name: "TestSupport", package: "TestSupport"),
                .product(name: "RemoteDataError", package: "RemoteDataError"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
