// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "HomeTabUseCaseAPI",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "HomeTabUseCaseAPI", targets: ["HomeTabUseCaseAPI"]),
        .library(name: "HomeTabUseCaseAPITestDoubles", targets: ["HomeTabUseCaseAPITestDoubles"]),
    ],
    dependencies: [
        .package(path: "../../../../../Core/Reactive"),
    ],
    targets: [
        .target(
            name: "HomeTabUseCaseAPI",
            dependencies: [
                .product(name: "Reactive", package: "Reactive"),
            ]
        ),
        .target(
            name: "HomeTabUseCaseAPITestDoubles",
            dependencies: [
                "HomeTabUseCaseAPI",
                .product(name: "Reactive", package: "Reactive"),
            ],
            path: "Tests/HomeTabUseCaseAPITestDoubles"
        ),
    ],
    swiftLanguageModes: [.v6]
)
