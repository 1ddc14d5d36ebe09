// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "UserDefaultsDataImpl",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "UserDefaultsDataImpl", targets: ["UserDefaultsDataImpl"]),
    ],
    dependencies: [
        .package(path: "../../../Features/AuthenticationFlow/Repositories/AuthenticationFlowRepository/AuthenticationFlowRepositoryAPI"),
        .package(path: "../../../Features/Settings/Repositories/SettingsRepository/SettingsRepositoryAPI"),
        .package(path: "../../../Core/Reactive"),
        .package(path: "../../../Core/TestSupport"),
        .package(path: "../../../Features/MainTabBar/Repositories/MainTabBarRepository/MainTabBarRepositoryAPI"),
    ],
    targets: [
        .target(
            name: "UserDefaultsDataImpl",
            dependencies: [
                .product(name: "AuthenticationFlowRepositoryAPI", package: "AuthenticationFlowRepositoryAPI"),
                .product(name: "SettingsRepositoryAPI", package: "SettingsRepositoryAPI"),
                .product(name: "Reactive", package: "Reactive"),
                .product(name: "MainTabBarRepositoryAPI", package: "MainTabBarRepositoryAPI"),
            ]
        ),
        .testTarget(
            name: "UserDefaultsDataImplTests",
            dependencies: [
                .product(name: "AuthenticationFlowRepositoryAPI", package: "AuthenticationFlowRepositoryAPI"),
                .product(name: "SettingsRepositoryAPI", package: "SettingsRepositoryAPI"),
                "UserDefaultsDataImpl",
                .product(name: "TestSupport", package: "TestSupport"),
                .product(name: "MainTabBarRepositoryAPI", package: "MainTabBarRepositoryAPI"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
