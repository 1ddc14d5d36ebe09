// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "HomeTabRepositoryAPI",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "HomeTabRepositoryAPI", targets: ["HomeTabRepositoryAPI"]),
        .library(name: "HomeTabRepositoryAPITestDoubles", targets: ["HomeTabRepositoryAPITestDoubles"]),
    ],
    dependencies: [
        .package(path: "../../../../../Core/Reactive"),
        .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay.git", from: "1.13.1"),
        .package(path: "../../../../../Core/RemoteDataError"),
    ],
    targets: [
        .target(
            name: "HomeTabRepositoryAPI",
            dependencies: [
                .product(name: "Reactive", package: "Reactive"),
                .product(name: "RemoteDataError", package: "RemoteDataError"),
            ]
        ),
        .target(
            name: "HomeTabRepositoryAPITestDoubles",
            dependencies: [
                "HomeTabRepositoryAPI",
                .product(name: "Reactive", package: "Reactive"),
                .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
                .product(name: "RemoteDataError", package: "RemoteDataError"),
            ],
            path: "Tests/HomeTabRepositoryAPITestDoubles"
        ),
    ],
    swiftLanguageModes: [.v6]
)
