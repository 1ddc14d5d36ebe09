// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "TransactionTabRepositoryAPI",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "TransactionTabRepositoryAPI", targets: ["TransactionTabRepositoryAPI"]),
        .library(name: "TransactionTabRepositoryAPITestDoubles", targets: ["TransactionTabRepositoryAPITestDoubles"]),
    ],
    dependencies: [
        .package(path: "../../../../../Core/Reactive"),
        .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay.git", from: "1.13.1"),
    ],
    targets: [
        .target(
            name: "TransactionTabRepositoryAPI",
            dependencies: [
                .product(name: "Reactive", package: "Reactive"),
            ]
        ),
        .target(
            name: "TransactionTabRepositoryAPITestDoubles",
            dependencies: [
                "TransactionTabRepositoryAPI",
                .product(name: "Reactive", package: "Reactive"),
                .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
            ],
            path: "Tests/TransactionTabRepositoryAPITestDoubles"
        ),
    ],
    swiftLanguageModes: [.v6]
)
