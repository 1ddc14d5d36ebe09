// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "MainTabBarUseCaseAPI",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "MainTabBarUseCaseAPI", targets: ["MainTabBarUseCaseAPI"]),
        .library(name: "MainTabBarUseCaseAPITestDoubles", targets: ["MainTabBarUseCaseAPITestDoubles"]),
    ],
    targets: [
        .target(
            name: "MainTabBarUseCaseAPI",
            dependencies: [
            ]
        ),
        .target(
            name: "MainTabBarUseCaseAPITestDoubles",
            dependencies: [
                "MainTabBarUseCaseAPI",
            ],
            path: "Tests/MainTabBarUseCaseAPITestDoubles"
        ),
    ],
    swiftLanguageModes: [.v6]
)
