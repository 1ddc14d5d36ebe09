// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "HomeTabRepositoryAPI",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "HomeTabRepositoryAPI", targets: ["HomeTabRepositoryAPI"]),
        .library(name: "HomeTabRepositoryAPITestDoubles", targets: ["HomeTabRepositoryAPITestDoubles"]),
    ],
    targets: [
        .target(name: "HomeTabRepositoryAPI"),
        .target(
            name: "HomeTabRepositoryAPITestDoubles",
            dependencies: [
                "HomeTabRepositoryAPI",
            ],
            path: "Tests/HomeTabRepositoryAPITestDoubles"
        ),
    ],
    swiftLanguageModes: [.v6]
)
