// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "SettingsRepositoryAPI",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "SettingsRepositoryAPI", targets: ["SettingsRepositoryAPI"]),
        .library(name: "SettingsRepositoryAPITestDoubles", targets: ["SettingsRepositoryAPITestDoubles"]),
    ],
    targets: [
        .target(name: "SettingsRepositoryAPI"),
        .target(
            name: "SettingsRepositoryAPITestDoubles",
            dependencies: [
                "SettingsRepositoryAPI",
            ],
            path: "Tests/SettingsRepositoryAPITestDoubles"
        ),
    ],
    swiftLanguageModes: [.v6]
)
