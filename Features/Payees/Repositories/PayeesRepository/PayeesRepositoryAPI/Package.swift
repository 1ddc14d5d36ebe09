// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "PayeesRepositoryAPI",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "PayeesRepositoryAPI", targets: ["PayeesRepositoryAPI"]),
        .library(name: "PayeesRepositoryAPITestDoubles", targets: ["PayeesRepositoryAPITestDoubles"]),
    ],
    dependencies: [
        .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay.git", from: "1.13.1"),
        .package(path: "../../../../../Core/Reactive"),
        .package(path: "../../../../../Core/RemoteDataError"),
    ],
    targets: [
        .target(name: "PayeesRepositoryAPI", dependencies: [
            .product(name: "Reactive", package: "Reactive"),
            .product(name: "RemoteDataError", package: "RemoteDataError"),
        ]),
        .target(
            name: "PayeesRepositoryAPITestDoubles",
            dependencies: [
                "PayeesRepositoryAPI",
                .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
                .product(name: "Reactive", package: "Reactive"),
                .product(name: "RemoteDataError", package: "RemoteDataError"),
            ],
            path: "Tests/PayeesRepositoryAPITestDoubles"
        ),
    ],
    swiftLanguageModes: [.v6]
)
