// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "AuthenticationFlowRepositoryAPI",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "AuthenticationFlowRepositoryAPI", targets: ["AuthenticationFlowRepositoryAPI"]),
        .library(name: "AuthenticationFlowRepositoryAPITestDoubles", targets: ["AuthenticationFlowRepositoryAPITestDoubles"]),
    ],
    dependencies: [
        .package(path: "../../../../../Core/Reactive"),
    ],
    targets: [
        .target(
            name: "AuthenticationFlowRepositoryAPI",
            dependencies: [.product(name: "Reactive", package: "Reactive")]
        ),
        .target(
            name: "AuthenticationFlowRepositoryAPITestDoubles",
            dependencies: [
                "AuthenticationFlowRepositoryAPI",
                .product(name: "Reactive", package: "Reactive"),
            ],
            path: "Tests/AuthenticationFlowRepositoryAPITestDoubles"
        ),
    ],
    swiftLanguageModes: [.v6]
)
