// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "RequestMoneyRepositoryAPI",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "RequestMoneyRepositoryAPI", targets: ["RequestMoneyRepositoryAPI"]),
        .library(name: "RequestMoneyRepositoryAPITestDoubles", targets: ["RequestMoneyRepositoryAPITestDoubles"]),
    ],
    dependencies: [
        .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay.git", from: "1.13.1"),
        .package(path: "../../../../../Core/RemoteDataError"),
    ],
    targets: [
        .target(name: "RequestMoneyRepositoryAPI", dependencies: [
            .product(name: "RemoteDataError", package: "RemoteDataError"),
        ]),
        .target(
            name: "RequestMoneyRepositoryAPITestDoubles",
            dependencies: [
                "RequestMoneyRepositoryAPI",
                .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
                .product(name: "RemoteDataError", package: "RemoteDataError"),
            ],
            path: "Tests/RequestMoneyRepositoryAPITestDoubles"
        ),
    ],
    swiftLanguageModes: [.v6]
)
