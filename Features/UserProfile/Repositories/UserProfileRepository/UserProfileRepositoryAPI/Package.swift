// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "UserProfileRepositoryAPI",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "UserProfileRepositoryAPI", targets: ["UserProfileRepositoryAPI"]),
        .library(name: "UserProfileRepositoryAPITestDoubles", targets: ["UserProfileRepositoryAPITestDoubles"]),
    ],
    dependencies: [
        .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay.git", from: "1.13.1"),
        .package(path: "../../../../../Core/RemoteDataError"),
    ],
    targets: [
        .target(name: "UserProfileRepositoryAPI", dependencies: [
            .product(name: "RemoteDataError", package: "RemoteDataError"),
        ]),
        .target(
            name: "UserProfileRepositoryAPITestDoubles",
            dependencies: [
                "UserProfileRepositoryAPI",
                .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
                .product(name: "RemoteDataError", package: "RemoteDataError"),
            ],
            path: "Tests/UserProfileRepositoryAPITestDoubles"
        ),
    ],
    swiftLanguageModes: [.v6]
)
