// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "TransferRepositoryAPI",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "TransferRepositoryAPI", targets: ["TransferRepositoryAPI"]),
        .library(name: "TransferRepositoryAPITestDoubles", targets: ["TransferRepositoryAPITestDoubles"]),
    ],
    dependencies: [
        .package(path: "../../../../../Core/Reactive"),
        .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay.git", from: "1.13.1"),
        .package(path: "../../../../../Core/RemoteDataError"),
    ],
    targets: [
        .target(
            name: "TransferRepositoryAPI",
            dependencies: [
                .product(name: "Reactive", package: "Reactive"),
                .product(name: "RemoteDataError", package: "RemoteDataError"),
            ]
        ),
        .target(
            name: "TransferRepositoryAPITestDoubles",
            dependencies: [
                "TransferRepositoryAPI",
                .product(name: "Reactive", package: "Reactive"),
                .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
                .product(name: "RemoteDataError", package: "RemoteDataError"),
            ],
            path: "Tests/TransferRepositoryAPITestDoubles"
        ),
    ],
    swiftLanguageModes: [.v6]
)
