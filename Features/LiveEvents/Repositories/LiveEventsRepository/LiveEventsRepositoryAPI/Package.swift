// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "LiveEventsRepositoryAPI",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "LiveEventsRepositoryAPI", targets: ["LiveEventsRepositoryAPI"]),
        .library(name: "LiveEventsRepositoryAPITestDoubles", targets: ["LiveEventsRepositoryAPITestDoubles"]),
    ],
    targets: [
        .target(name: "LiveEventsRepositoryAPI"),
        .target(
            name: "LiveEventsRepositoryAPITestDoubles",
            dependencies: [
                "LiveEventsRepositoryAPI",
            ],
            path: "Tests/LiveEventsRepositoryAPITestDoubles"
        ),
    ],
    swiftLanguageModes: [.v6]
)
