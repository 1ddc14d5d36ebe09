// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "LiveEventsRepositoryImpl",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "LiveEventsRepositoryImpl", targets: ["LiveEventsRepositoryImpl"]),
    ],
    dependencies: [
        .package(path: "../LiveEventsRepositoryAPI"),
        .package(path: "../../../UseCases/LiveEventsUseCase/LiveEventsUseCaseAPI"),
        .package(path: "../../../../../Core/Resolver"),
        .package(path: "../../../../../Core/RemoteDataError"),
    ],
    targets: [
        .target(
            name: "LiveEventsRepositoryImpl",
            dependencies: [
                .product(name: "LiveEventsRepositoryAPI", package: "LiveEventsRepositoryAPI"),
                .product(name: "LiveEventsUseCaseAPI", package: "LiveEventsUseCaseAPI"),
                .product(name: "Resolver", package: "Resolver"),
                .product(name: "RemoteDataError", package: "RemoteDataError"),
            ]
        ),
        .testTarget(
            name: "LiveEventsRepositoryImplTests",
            dependencies: [
                "LiveEventsRepositoryImpl",
                .product(name: "LiveEventsRepositoryAPI", package: "LiveEventsRepositoryAPI"),
                .product(name: "LiveEventsRepositoryAPITestDoubles", package: "LiveEventsRepositoryAPI"),
                .product(name: "LiveEventsUseCaseAPI", package: "LiveEventsUseCaseAPI"),
                .product(name: "RemoteDataError", package: "RemoteDataError"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
