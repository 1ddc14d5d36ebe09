// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "LockRepositoryAPI",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "LockRepositoryAPI", targets: ["LockRepositoryAPI"]),
        .library(name: "LockRepositoryAPITestDoubles", targets: ["LockRepositoryAPITestDoubles"]),
    ],
    targets: [
        .target(name: "LockRepositoryAPI"),
        .target(
            name: "LockRepositoryAPITestDoubles",
            dependencies: [
                "LockRepositoryAPI",
            ],
            path: "Tests/LockRepositoryAPITestDoubles"
        ),
    ],
    swiftLanguageModes: [.v6]
)
