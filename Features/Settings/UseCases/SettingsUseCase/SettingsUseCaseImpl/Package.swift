// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "SettingsUseCaseImpl",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "SettingsUseCaseImpl", targets: ["SettingsUseCaseImpl"]),
    ],
    dependencies: [
        .package(path: "../SettingsUseCaseAPI"),
        .package(path: "../../../../../Core/Reactive"),
        .package(path: "../../../../../Core/Resolver"),
        .package(path: "../../../../../Core/TestSupport"),
        .package(path: "../../../../../Core/Localization"),
    ],
    targets: [
        .target(
            name: "SettingsUseCaseImpl",
            dependencies: [
                .product(name: "SettingsUseCaseAPI", package: "SettingsUseCaseAPI"),
                .product(name: "Reactive", package: "Reactive"),
                .product(name: "Resolver", package: "Resolver"),
                .product(name: "Localization", package: "Localization"),
            ]
        ),
        .testTarget(
            name: "SettingsUseCaseImplTests",
            dependencies: [
                "SettingsUseCaseImpl",
                .product(name: "SettingsUseCaseAPI", package: "SettingsUseCaseAPI"),
                .product(name: "SettingsUseCaseAPITestDoubles", package: "SettingsUseCaseAPI"),
                .product(name: "TestSupport", package: "TestSupport"),
                .product(name: "Localization", package: "Localization"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
