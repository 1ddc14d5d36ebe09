// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "ChangeAppPinRepositoryImpl",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "ChangeAppPinRepositoryImpl", targets: ["ChangeAppPinRepositoryImpl"]),
    ],
    dependencies: [
        .package(path: "../ChangeAppPinRepositoryAPI"),
        .package(path: "../../../UseCases/ChangeAppPinUseCase/ChangeAppPinUseCaseAPI"),
        .package(path: "../../../../../Core/Resolver"),
        .package(path: "../../../../../Core/TestSupport"),
        .package(path: "../../../../../Core/RemoteDataError"),
    ],
    targets: [
        .target(
            name: "ChangeAppPinRepositoryImpl",
            dependencies: [
                .product(name: "ChangeAppPinRepositoryAPI", package: "ChangeAppPinRepositoryAPI"),
                .product(name: "ChangeAppPinUseCaseAPI", package: "ChangeAppPinUseCaseAPI"),
                .product(name: "Resolver", package: "Resolver"),
                .product(name: "RemoteDataError", package: "RemoteDataError"),
            ]
        ),
        .testTarget(
            name: "ChangeAppPinRepositoryImplTests",
            dependencies: [
                "ChangeAppPinRepositoryImpl",
                .product(name: "ChangeAppPinRepositoryAPI", package: "ChangeAppPinRepositoryAPI"),
                .product(name: "ChangeAppPinRepositoryAPITestDoubles", package: "ChangeAppPinRepositoryAPI"),
                .product(name: "ChangeAppPinUseCaseAPI", package: "ChangeAppPinUseCaseAPI"),
                .product(name: "TestSupport", package: "TestSupport"),
                .product(name: "RemoteDataError", package: "RemoteDataError"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
