// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "LoginRepositoryAPI",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "LoginRepositoryAPI", targets: ["LoginRepositoryAPI"]),
        .library(name: "LoginRepositoryAPITestDoubles", targets: ["LoginRepositoryAPITestDoubles"]),
    ],
    targets: [
        .target(name: "LoginRepositoryAPI"),
        .target(
            name: "LoginRepositoryAPITestDoubles",
            dependencies: ["LoginRepositoryAPI"],
            path: "Tests/LoginRepositoryAPITestDoubles"
        ),
    ],
    swiftLanguageModes: [.v6]
)
