// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "UpdateAppRepositoryAPI",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "UpdateAppRepositoryAPI", targets: ["UpdateAppRepositoryAPI"]),
        .library(name: "UpdateAppRepositoryAPITestDoubles", targets: ["UpdateAppRepositoryAPITestDoubles"]),
    ],
    targets: [
        .target(name: "UpdateAppRepositoryAPI"),
        .target(
            name: "UpdateAppRepositoryAPITestDoubles",
            dependencies: [
                "UpdateAppRepositoryAPI",
            ],
            path: "Tests/UpdateAppRepositoryAPITestDoubles"
        ),
    ],
    swiftLanguageModes: [.v6]
)
