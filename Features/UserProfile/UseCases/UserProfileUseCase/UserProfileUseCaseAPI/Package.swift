// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "UserProfileUseCaseAPI",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "UserProfileUseCaseAPI", targets: ["UserProfileUseCaseAPI"]),
        .library(name: "UserProfileUseCaseAPITestDoubles", targets: ["UserProfileUseCaseAPITestDoubles"]),
    ],
    dependencies: [
        .package(path: "../../../../../Core/Reactive"),
        .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay.git", from: "1.13.1"),
        .package(path: "../../../../../Core/Loadable"),
    ],
    targets: [
        .target(
            name: "UserProfileUseCaseAPI",
            dependencies: [
                .product(name: "Reactive", package: "Reactive"),
                .product(name: "Loadable", package: "Loadable"),
            ]
        ),
        .target(
            name: "UserProfileUseCaseAPITestDoubles",
            dependencies: [
                "UserProfileUseCaseAPI",
                .product(name: "Reactive", package: "Reactive"),
                .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
            ],
            path: "Tests/UserProfileUseCaseAPITestDoubles"
        ),
    ],
    swiftLanguageModes: [.v6]
)
