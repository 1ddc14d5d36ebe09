// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "TransactionTabUseCaseAPI",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "TransactionTabUseCaseAPI", targets: ["TransactionTabUseCaseAPI"]),
        .library(name: "TransactionTabUseCaseAPITestDoubles", targets: ["TransactionTabUseCaseAPITestDoubles"]),
    ],
    dependencies: [
        .package(path: "../../../../../Core/Reactive"),
        .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay.git", from: "1.13.1"),
        .package(path: "../../../../../Core/Loadable"),
    ],
    targets: [
        .target(
            name: "TransactionTabUseCaseAPI",
            dependencies: [
                .product(name: "Reactive", package: "Reactive"),
                .product(name: "Loadable", package: "Loadable"),
            ]
        ),
        .target(
            name: "TransactionTabUseCaseAPITestDoubles",
            dependencies: [
                "TransactionTabUseCaseAPI",
                .product(name: "Reactive", package: "Reactive"),
                .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
            ],
            path: "Tests/TransactionTabUseCaseAPITestDoubles"
        ),
    ],
    swiftLanguageModes: [.v6]
)
