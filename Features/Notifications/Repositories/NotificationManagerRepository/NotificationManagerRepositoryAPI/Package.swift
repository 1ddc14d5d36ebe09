// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "NotificationManagerRepositoryAPI",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "NotificationManagerRepositoryAPI", targets: ["NotificationManagerRepositoryAPI"]),
        .library(name: "NotificationManagerRepositoryAPITestDoubles", targets: ["NotificationManagerRepositoryAPITestDoubles"]),
    ],
    targets: [
        .target(name: "NotificationManagerRepositoryAPI"),
        .target(
            name: "NotificationManagerRepositoryAPITestDoubles",
            dependencies: [
                "NotificationManagerRepositoryAPI",
            ],
            path: "Tests/NotificationManagerRepositoryAPITestDoubles"
        ),
    ],
    swiftLanguageModes: [.v6]
)
