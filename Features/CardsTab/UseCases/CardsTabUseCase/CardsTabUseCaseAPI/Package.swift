// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "CardsTabUseCaseAPI",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "CardsTabUseCaseAPI", targets: ["CardsTabUseCaseAPI"]),
        .library(name: "CardsTabUseCaseAPITestDoubles", targets: ["CardsTabUseCaseAPITestDoubles"]),
    ],
    dependencies: [
        .package(path: "../../../../../Core/Reactive"),
        .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay.git", from: "1.13.1"),
        .package(path: "../../../../../Core/Loadable"),
    ],
    targets: [
        .target(
            name: "CardsTabUseCaseAPI",
            dependencies: [
                .product(name: "Reactive", package: "Reactive"),
                .product(name: "Loadable", package: "Loadable"),
            ]
        ),
        .target(
            name: "CardsTabUseCaseAPITestDoubles",
            dependencies: [
                "CardsTabUseCaseAPI",
                .product(name: "Reactive", package: "Reactive"),
                .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
            ],
            path: "Tests/CardsTabUseCaseAPITestDoubles"
        ),
    ],
    swiftLanguageModes: [.v6]
)
