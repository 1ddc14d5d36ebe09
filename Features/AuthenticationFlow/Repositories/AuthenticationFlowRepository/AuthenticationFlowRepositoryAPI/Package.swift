// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "AuthenticationFlowRepositoryAPI",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "AuthenticationFlowRepositoryAPI", targets: ["AuthenticationFlowRepositoryAPI"]),
        .library(name: "AuthenticationFlowRepositoryAPITestDoubles", targets: ["AuthenticationFlowRepositoryAPITestDoubles"]),
    ],
    dependencies: [
        .package(path: "../../../../../Core/Reactive"),
        .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay.git", from: "1.13.1"),
        .package(path: "../../../../../Core/RemoteDataError"),
    ],
    targets: [
        .target(
            name: "AuthenticationFlowRepositoryAPI",
            dependencies: [.product(name: "Reactive", package: "Reactive"), .product(name: "RemoteDataError", package: "RemoteDataError")]
        ),
        .target(
            name: "AuthenticationFlowRepositoryAPITestDoubles",
            dependencies: [
                "AuthenticationFlowRepositoryAPI",
                .product(name: "Reactive", package: "Reactive"),
                .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
                .product(name: "RemoteDataError", package: "RemoteDataError"),
            ],
            path: "Tests/AuthenticationFlowRepositoryAPITestDoubles"
        ),
    ],
    swiftLanguageModes: [.v6]
)
