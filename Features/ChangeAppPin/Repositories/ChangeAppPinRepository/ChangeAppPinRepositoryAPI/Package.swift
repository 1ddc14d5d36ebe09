// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "ChangeAppPinRepositoryAPI",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "ChangeAppPinRepositoryAPI", targets: ["ChangeAppPinRepositoryAPI"]),
        .library(name: "ChangeAppPinRepositoryAPITestDoubles", targets: ["ChangeAppPinRepositoryAPITestDoubles"]),
    ],
    dependencies: [
        .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay.git", from: "1.13.1"),
        .package(path: "../../../../../Core/RemoteDataError"),
    ],
    targets: [
        .target(name: "ChangeAppPinRepositoryAPI", dependencies: [
            .product(name: "RemoteDataError", package: "RemoteDataError"),
        ]),
        .target(
            name: "ChangeAppPinRepositoryAPITestDoubles",
            dependencies: [
                "ChangeAppPinRepositoryAPI",
                .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
                .product(name: "RemoteDataError", package: "RemoteDataError"),
            ],
            path: "Tests/ChangeAppPinRepositoryAPITestDoubles"
        ),
    ],
    swiftLanguageModes: [.v6]
)
