// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "UpdateAppUseCaseAPI",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "UpdateAppUseCaseAPI", targets: ["UpdateAppUseCaseAPI"]),
        .library(name: "UpdateAppUseCaseAPITestDoubles", targets: ["UpdateAppUseCaseAPITestDoubles"]),
    ],
    dependencies: [
        .package(path: "../../../../../Core/Reactive"),
        .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay.git", from: "1.13.1"),
        .package(path: "../../../../../Core/Loadable"),
    ],
    targets: [
        .target(
            name: "UpdateAppUseCaseAPI",
            dependencies: [
                .product(name: "Reactive", package: "Reactive"),
                .product(name: "Loadable", package: "Loadable"),
            ]
        ),
        .target(
            name: "UpdateAppUseCaseAPITestDoubles",
            dependencies: [
                "UpdateAppUseCaseAPI",
                .product(name: "Reactive", package: "Reactive"),
                .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
            ],
            path: "Tests/UpdateAppUseCaseAPITestDoubles"
        ),
    ],
    swiftLanguageModes: [.v6]
)
