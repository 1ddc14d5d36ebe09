// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "RequestMoneyUseCaseAPI",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "RequestMoneyUseCaseAPI", targets: ["RequestMoneyUseCaseAPI"]),
        .library(name: "RequestMoneyUseCaseAPITestDoubles", targets: ["RequestMoneyUseCaseAPITestDoubles"]),
    ],
    dependencies: [
        .package(path: "../../../../../Core/Reactive"),
        .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay.git", from: "1.13.1"),
        .package(path: "../../../../../Core/Loadable"),
    ],
    targets: [
        .target(
            name: "RequestMoneyUseCaseAPI",
            dependencies: [
                .product(name: "Reactive", package: "Reactive"),
                .product(name: "Loadable", package: "Loadable"),
            ]
        ),
        .target(
            name: "RequestMoneyUseCaseAPITestDoubles",
            dependencies: [
                "RequestMoneyUseCaseAPI",
                .product(name: "Reactive", package: "Reactive"),
                .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
            ],
            path: "Tests/RequestMoneyUseCaseAPITestDoubles"
        ),
    ],
    swiftLanguageModes: [.v6]
)
