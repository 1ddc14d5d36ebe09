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
        .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay.git", from: "1.13.1"),
        .package(path: "../../../../../Core/RemoteDataError"),
    ],
    targets: [
        .target(
            name: "NotificationManagerRepositoryAPI",
            dependencies: [
                .product(name: "RemoteDataError", package: "RemoteDataError"),
            ]
        ),
        .target(
            name: "NotificationManagerRepositoryAPITestDoubles",
            dependencies: [
                "NotificationManagerRepositoryAPI",
                .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
                .product(name: "RemoteDataError", package: "RemoteDataError"),
            ],
            path: "Tests/NotificationManagerRepositoryAPITestDoubles"
        ),
    ],
    swiftLanguageModes: [.v6]
)
