// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "LoginRepositoryAPI",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "LoginRepositoryAPI", targets: ["LoginRepositoryAPI"]),
        .library(name: "LoginRepositoryAPITestDoubles", targets: ["LoginRepositoryAPITestDoubles"]),
    ],
    dependencies: [
        .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay.git", from: "1.13.1"),
        .package(path: "../../../../../Core/RemoteDataError"),
    ],
    targets: [
        .target(name: "LoginRepositoryAPI", dependencies: [
            .product(name: "RemoteDataError", package: "RemoteDataError"),
        ]),
        .target(
            name: "LoginRepositoryAPITestDoubles",
            dependencies: ["LoginRepositoryAPI", .product(name: "IssueReporting", package: "xctest-dynamic-overlay"), .product(name: "RemoteDataError", package: "RemoteDataError")],
            path: "Tests/LoginRepositoryAPITestDoubles"
        ),
    ],
    swiftLanguageModes: [.v6]
)
