// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "LiveEventsRepositoryAPI",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "LiveEventsRepositoryAPI", targets: ["LiveEventsRepositoryAPI"]),
        .library(name: "LiveEventsRepositoryAPITestDoubles", targets: ["LiveEventsRepositoryAPITestDoubles"]),
    ],
    dependencies: [
        .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay.git", from: "1.13.1"),
    ],
    targets: [
        .target(name: "LiveEventsRepositoryAPI", dependencies: []),
        .target(
            name: "LiveEventsRepositoryAPITestDoubles",
            dependencies: [
                "LiveEventsRepositoryAPI",
                .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
            ],
            path: "Tests/LiveEventsRepositoryAPITestDoubles"
        ),
    ],
    swiftLanguageModes: [.v6]
)
