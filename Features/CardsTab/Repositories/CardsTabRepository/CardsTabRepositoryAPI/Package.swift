// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "CardsTabRepositoryAPI",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "CardsTabRepositoryAPI", targets: ["CardsTabRepositoryAPI"]),
        .library(name: "CardsTabRepositoryAPITestDoubles", targets: ["CardsTabRepositoryAPITestDoubles"]),
    ],
    dependencies: [
        .package(path: "../../../../../Core/Reactive"),
        .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay.git", from: "1.13.1"),
        .package(path: "../../../../../Core/RemoteDataError"),
    ],
    targets: [
        .target(
            name: "CardsTabRepositoryAPI",
            dependencies: [.product(name: "Reactive", package: "Reactive"), .product(name: "RemoteDataError", package: "RemoteDataError")]
        ),
        .target(
            name: "CardsTabRepositoryAPITestDoubles",
            dependencies: [
                "CardsTabRepositoryAPI",
                .product(name: "Reactive", package: "Reactive"),
                .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
                .product(name: "RemoteDataError", package: "RemoteDataError"),
            ],
            path: "Tests/CardsTabRepositoryAPITestDoubles"
        ),
    ],
    swiftLanguageModes: [.v6]
)
