// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "NotificationManagerRepositoryAPI",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "NotificationManagerRepositoryAPI", targets: ["NotificationManagerRepositoryAPI"]),
        .library(name: "NotificationManagerRepositoryAPITestDoubles", targets: ["NotificationManagerRepositoryAPITestDoubles"]),
    ],
    dependencies: [
        .package(path: "../../../../../Core/Reactive"),
    ],
    targets: [
        .target(
            name: "NotificationManagerRepositoryAPI",
            dependencies: [
                .product(name: "Reactive", package: "Reactive"),
            ]
        ),
        .target(
            name: "NotificationManagerRepositoryAPITestDoubles",
            dependencies: [
                "NotificationManagerRepositoryAPI",
                .product(name: "Reactive", package: "Reactive"),
            ],
            path: "Tests/NotificationManagerRepositoryAPITestDoubles"
        ),
    ],
    swiftLanguageModes: [.v6]
)
