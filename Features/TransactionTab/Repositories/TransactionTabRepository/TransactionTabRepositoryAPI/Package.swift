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
        .package(path: "../../../../../Core/RemoteDataError"),
    ],
    targets: [
        .target(
            name: "TransactionTabRepositoryAPI",
            dependencies: [
                .product(name: "Reactive", package: "Reactive"),
                .product(name: "RemoteDataError", package: "RemoteDataError"),
            ]
        ),
        .target(
            name: "TransactionTabRepositoryAPITestDoubles",
            dependencies: [
                "TransactionTabRepositoryAPI",
                .product(name: "Reactive", package: "Reactive"),
                .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
                .product(name: "RemoteDataError", package: "RemoteDataError"),
            ],
            path: "Tests/TransactionTabRepositoryAPITestDoubles"
        ),
    ],
    swiftLanguageModes: [.v6]
)
