// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "UserProfileRepositoryAPI",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "UserProfileRepositoryAPI", targets: ["UserProfileRepositoryAPI"]),
        .library(name: "UserProfileRepositoryAPITestDoubles", targets: ["UserProfileRepositoryAPITestDoubles"]),
    ],
    targets: [
        .target(name: "UserProfileRepositoryAPI"),
        .target(
            name: "UserProfileRepositoryAPITestDoubles",
            dependencies: [
                "UserProfileRepositoryAPI",
            ],
            path: "Tests/UserProfileRepositoryAPITestDoubles"
        ),
    ],
    swiftLanguageModes: [.v6]
)
