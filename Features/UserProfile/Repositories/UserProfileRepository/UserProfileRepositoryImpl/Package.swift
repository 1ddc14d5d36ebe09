// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "UserProfileRepositoryImpl",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "UserProfileRepositoryImpl", targets: ["UserProfileRepositoryImpl"]),
    ],
    dependencies: [
        .package(path: "../UserProfileRepositoryAPI"),
        .package(path: "../../../UseCases/UserProfileUseCase/UserProfileUseCaseAPI"),
        .package(path: "../../../../../Core/Resolver"),
        .package(path: "../../../../../Core/TestSupport"),
        .package(path: "../../../../../Core/RemoteDataError"),
        .package(path: "../../../../../Core/Reactive"),
    ],
    targets: [
        .target(
            name: "UserProfileRepositoryImpl",
            dependencies: [
                .product(name: "UserProfileRepositoryAPI", package: "UserProfileRepositoryAPI"),
                .product(name: "UserProfileUseCaseAPI", package: "UserProfileUseCaseAPI"),
                .product(name: "Resolver", package: "Resolver"),
                .product(name: "RemoteDataError", package: "RemoteDataError"),
                .product(name: "Reactive", package: "Reactive"),
            ]
        ),
        .testTarget(
            name: "UserProfileRepositoryImplTests",
            dependencies: [
                "UserProfileRepositoryImpl",
                .product(name: "UserProfileRepositoryAPI", package: "UserProfileRepositoryAPI"),
                .product(name: "UserProfileRepositoryAPITestDoubles", package: "UserProfileRepositoryAPI"),
                .product(name: "UserProfileUseCaseAPI", package: "UserProfileUseCaseAPI"),
                .product(name: "TestSupport", package: "TestSupport"),
                .product(name: "RemoteDataError", package: "RemoteDataError"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
