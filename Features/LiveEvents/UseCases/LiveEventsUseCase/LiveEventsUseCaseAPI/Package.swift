// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "LiveEventsUseCaseAPI",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "LiveEventsUseCaseAPI", targets: ["LiveEventsUseCaseAPI"]),
        .library(name: "LiveEventsUseCaseAPITestDoubles", targets: ["LiveEventsUseCaseAPITestDoubles"]),
    ],
    dependencies: [
        .package(path: "../../../../../Core/Reactive"),
        .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay.git", from: "1.13.1"),
    ],
    targets: [
        .target(
            name: "LiveEventsUseCaseAPI",
            dependencies: [
                .product(name: "Reactive", package: "Reactive"),
            ]
        ),
        .target(
            name: "LiveEventsUseCaseAPITestDoubles",
            dependencies: [
                "LiveEventsUseCaseAPI",
                .product(name: "Reactive", package: "Reactive"),
                .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
            ],
            path: "Tests/LiveEventsUseCaseAPITestDoubles"
        ),
    ],
    swiftLanguageModes: [.v6]
)
