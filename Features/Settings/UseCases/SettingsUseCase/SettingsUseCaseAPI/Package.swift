// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "SettingsUseCaseAPI",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "SettingsUseCaseAPI", targets: ["SettingsUseCaseAPI"]),
        .library(name: "SettingsUseCaseAPITestDoubles", targets: ["SettingsUseCaseAPITestDoubles"]),
    ],
    dependencies: [
        .package(path: "../../../../../Core/Reactive"),
        .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay.git", from: "1.13.1"),
        .package(path: "../../../../../Core/Localization"),
    ],
    targets: [
        .target(
            name: "SettingsUseCaseAPI",
            dependencies: [
                .product(name: "Reactive", package: "Reactive"),
                .product(name: "Localization", package: "Localization"),
            ]
        ),
        .target(
            name: "SettingsUseCaseAPITestDoubles",
            dependencies: [
                "SettingsUseCaseAPI",
                .product(name: "Reactive", package: "Reactive"),
                .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
                .product(name: "Localization", package: "Localization"),
            ],
            path: "Tests/SettingsUseCaseAPITestDoubles"
        ),
    ],
    swiftLanguageModes: [.v6]
)
