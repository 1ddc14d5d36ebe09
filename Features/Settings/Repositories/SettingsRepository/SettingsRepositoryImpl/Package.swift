// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "SettingsRepositoryImpl",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "SettingsRepositoryImpl", targets: ["SettingsRepositoryImpl"]),
    ],
    dependencies: [
        .package(path: "../SettingsRepositoryAPI"),
        .package(path: "../../../UseCases/SettingsUseCase/SettingsUseCaseAPI"),
        .package(path: "../../../../../Core/Resolver"),
        .package(path: "../../../../../Core/TestSupport"),
        .package(path: "../../../../../Core/Reactive"),
        .package(path: "../../../../../Core/Localization"),
    ],
    targets: [
        .target(
            name: "SettingsRepositoryImpl",
            dependencies: [
                .product(name: "SettingsRepositoryAPI", package: "SettingsRepositoryAPI"),
                .product(name: "SettingsUseCaseAPI", package: "SettingsUseCaseAPI"),
                .product(name: "Resolver", package: "Resolver"),
                .product(name: "Reactive", package: "Reactive"),
                .product(name: "Localization", package: "Localization"),
            ]
        ),
        .testTarget(
            name: "SettingsRepositoryImplTests",
            dependencies: [
                "SettingsRepositoryImpl",
                .product(name: "SettingsRepositoryAPI", package: "SettingsRepositoryAPI"),
                .product(name: "SettingsRepositoryAPITestDoubles", package: "SettingsRepositoryAPI"),
                .product(name: "SettingsUseCaseAPI", package: "SettingsUseCaseAPI"),
                .product(name: "TestSupport", package: "TestSupport"),
                .product(name: "Localization", package: "Localization"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
