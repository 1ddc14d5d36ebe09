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
    ],
    targets: [
        .target(
            name: "UserProfileUseCaseAPI",
            dependencies: [
                .product(name: "Reactive", package: "Reactive"),
            ]
        ),
        .target(
            name: "UserProfileUseCaseAPITestDoubles",
            dependencies: [
                "UserProfileUseCaseAPI",
                .product(name: "Reactive", package: "Reactive"),
            ],
            path: "Tests/UserProfileUseCaseAPITestDoubles"
        ),
    ],
    swiftLanguageModes: [.v6]
)
