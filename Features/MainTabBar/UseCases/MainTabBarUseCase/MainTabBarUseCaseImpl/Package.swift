// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "MainTabBarUseCaseImpl",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "MainTabBarUseCaseImpl", targets: ["MainTabBarUseCaseImpl"]),
    ],
    dependencies: [
        .package(path: "../MainTabBarUseCaseAPI"),
        .package(path: "../../../../../Core/Resolver"),
    ],
    targets: [
        .target(
            name: "MainTabBarUseCaseImpl",
            dependencies: [
                .product(name: "MainTabBarUseCaseAPI", package: "MainTabBarUseCaseAPI"),
                .product(name: "Resolver", package: "Resolver"),
            ]
        ),
        .testTarget(
            name: "MainTabBarUseCaseImplTests",
            dependencies: [
                "MainTabBarUseCaseImpl",
                .product(name: "MainTabBarUseCaseAPI", package: "MainTabBarUseCaseAPI"),
                .product(name: "MainTabBarUseCaseAPITestDoubles", package: "MainTabBarUseCaseAPI"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
