// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "TransferUseCaseAPI",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "TransferUseCaseAPI", targets: ["TransferUseCaseAPI"]),
        .library(name: "TransferUseCaseAPITestDoubles", targets: ["TransferUseCaseAPITestDoubles"]),
    ],
    dependencies: [
        .package(path: "../../../../../Core/Reactive"),
        .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay.git", from: "1.13.1"),
        .package(path: "../../../../../Core/Loadable"),
    ],
    targets: [
        .target(
            name: "TransferUseCaseAPI",
            dependencies: [
                .product(name: "Reactive", package: "Reactive"),
                .product(name: "Loadable", package: "Loadable"),
            ]
        ),
        .target(
            name: "TransferUseCaseAPITestDoubles",
            dependencies: [
                "TransferUseCaseAPI",
                .product(name: "Reactive", package: "Reactive"),
                .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
            ],
            path: "Tests/TransferUseCaseAPITestDoubles"
        ),
    ],
    swiftLanguageModes: [.v6]
)
