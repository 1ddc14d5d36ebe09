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
        .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay.git", from: "1.13.1"),
        .package(path: "../../../../../Core/Loadable"),
    ],
    targets: [
        .target(
            name: "HomeTabUseCaseAPI",
            dependencies: [
                .product(name: "Reactive", package: "Reactive"),
                .product(name: "Loadable", package: "Loadable"),
            ]
        ),
        .target(
            name: "HomeTabUseCaseAPITestDoubles",
            dependencies: [
                "HomeTabUseCaseAPI",
                .product(name: "Reactive", package: "Reactive"),
                .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
            ],
            path: "Tests/HomeTabUseCaseAPITestDoubles"
        ),
    ],
    swiftLanguageModes: [.v6]
)
