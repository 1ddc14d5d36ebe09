// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "LockRepositoryAPI",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "LockRepositoryAPI", targets: ["LockRepositoryAPI"]),
        .library(name: "LockRepositoryAPITestDoubles", targets: ["LockRepositoryAPITestDoubles"]),
    ],
    dependencies: [
        .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay.git", from: "1.13.1"),
        .package(path: "../../../../../Core/RemoteDataError"),
    ],
    targets: [
        .target(name: "LockRepositoryAPI", dependencies: [
            .product(name: "RemoteDataError", package: "RemoteDataError"),
        ]),
        .target(
            name: "LockRepositoryAPITestDoubles",
            dependencies: [
                "LockRepositoryAPI",
                .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
                .product(name: "RemoteDataError", package: "RemoteDataError"),
            ],
            path: "Tests/LockRepositoryAPITestDoubles"
        ),
    ],
    swiftLanguageModes: [.v6]
)
