// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "MainTabBarRepositoryImpl",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "MainTabBarRepositoryImpl", targets: ["MainTabBarRepositoryImpl"]),
    ],
    dependencies: [
        .package(path: "../MainTabBarRepositoryAPI"),
        .package(path: "../../../UseCases/MainTabBarUseCase/MainTabBarUseCaseAPI"),
        .package(path: "../../../../../Core/Resolver"),
    ],
    targets: [
        .target(
            name: "MainTabBarRepositoryImpl",
            dependencies: [
                .product(name: "MainTabBarRepositoryAPI", package: "MainTabBarRepositoryAPI"),
                .product(name: "MainTabBarUseCaseAPI", package: "MainTabBarUseCaseAPI"),
                .product(name: "Resolver", package: "Resolver"),
            ]
        ),
        .testTarget(
            name: "MainTabBarRepositoryImplTests",
            dependencies: [
                "MainTabBarRepositoryImpl",
                .product(name: "MainTabBarRepositoryAPI", package: "MainTabBarRepositoryAPI"),
                .product(name: "MainTabBarRepositoryAPITestDoubles", package: "MainTabBarRepositoryAPI"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
