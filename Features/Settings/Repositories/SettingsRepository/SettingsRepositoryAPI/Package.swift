// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "SettingsRepositoryAPI",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "SettingsRepositoryAPI", targets: ["SettingsRepositoryAPI"]),
        .library(name: "SettingsRepositoryAPITestDoubles", targets: ["SettingsRepositoryAPITestDoubles"]),
    ],
    dependencies: [
        .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay.git", from: "1.13.1"),
        .package(path: "../../../../../Core/Reactive"),
    ],
    targets: [
        .target(name: "SettingsRepositoryAPI", dependencies: [
            .product(name: "Reactive", package: "Reactive"),
        ]),
        .target(
            name: "SettingsRepositoryAPITestDoubles",
            dependencies: [
                "SettingsRepositoryAPI",
                .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
                .product(name: "Reactive", package: "Reactive"),
            ],
            path: "Tests/SettingsRepositoryAPITestDoubles"
        ),
    ],
    swiftLanguageModes: [.v6]
)
