// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "NotificationManagerUseCaseAPI",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "NotificationManagerUseCaseAPI", targets: ["NotificationManagerUseCaseAPI"]),
        .library(name: "NotificationManagerUseCaseAPITestDoubles", targets: ["NotificationManagerUseCaseAPITestDoubles"]),
    ],
    dependencies: [
        .package(path: "../../../../../Core/Reactive"),
        .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay.git", from: "1.13.1"),
        .package(path: "../../../../../Core/Loadable"),
    ],
    targets: [
        .target(
            name: "NotificationManagerUseCaseAPI",
            dependencies: [
                .product(name: "Reactive", package: "Reactive"),
                .product(name: "Loadable", package: "Loadable"),
            ]
        ),
        .target(
            name: "NotificationManagerUseCaseAPITestDoubles",
            dependencies: [
                "NotificationManagerUseCaseAPI",
                .product(name: "Reactive", package: "Reactive"),
                .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
            ],
            path: "Tests/NotificationManagerUseCaseAPITestDoubles"
        ),
    ],
    swiftLanguageModes: [.v6]
)
