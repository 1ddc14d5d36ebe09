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
    ],
    targets: [
        .target(
            name: "NotificationManagerUseCaseAPI",
            dependencies: [
                .product(name: "Reactive", package: "Reactive"),
            ]
        ),
        .target(
            name: "NotificationManagerUseCaseAPITestDoubles",
            dependencies: [
                "NotificationManagerUseCaseAPI",
                .product(name: "Reactive", package: "Reactive"),
            ],
            path: "Tests/NotificationManagerUseCaseAPITestDoubles"
        ),
    ],
    swiftLanguageModes: [.v6]
)
