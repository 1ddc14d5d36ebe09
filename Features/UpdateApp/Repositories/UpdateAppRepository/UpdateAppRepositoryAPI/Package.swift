// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "UpdateAppRepositoryAPI",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "UpdateAppRepositoryAPI", targets: ["UpdateAppRepositoryAPI"]),
        .library(name: "UpdateAppRepositoryAPITestDoubles", targets: ["UpdateAppRepositoryAPITestDoubles"]),
    ],
    dependencies: [
        .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay.git", from: "1.13.1"),
        .package(path: "../../../../../Core/RemoteDataError"),
    ],
    targets: [
        .target(name: "UpdateAppRepositoryAPI", dependencies: [
            .product(name: "RemoteDataError", package: "RemoteDataError"),
        ]),
        .target(
            name: "UpdateAppRepositoryAPITestDoubles",
            dependencies: [
                "UpdateAppRepositoryAPI",
                .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
                .product(name: "RemoteDataError", package: "RemoteDataError"),
            ],
            path: "Tests/UpdateAppRepositoryAPITestDoubles"
        ),
    ],
    swiftLanguageModes: [.v6]
)
