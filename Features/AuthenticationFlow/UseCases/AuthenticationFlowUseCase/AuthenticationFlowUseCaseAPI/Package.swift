// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "AuthenticationFlowUseCaseAPI",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "AuthenticationFlowUseCaseAPI", targets: ["AuthenticationFlowUseCaseAPI"]),
        .library(name: "AuthenticationFlowUseCaseAPITestDoubles", targets: ["AuthenticationFlowUseCaseAPITestDoubles"]),
    ],
    dependencies: [
        .package(path: "../../../../../Core/Reactive"),
        .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay.git", from: "1.13.1"),
    ],
    targets: [
        .target(
            name: "AuthenticationFlowUseCaseAPI",
            dependencies: [
                .product(name: "Reactive", package: "Reactive"),
            ]
        ),
        .target(
            name: "AuthenticationFlowUseCaseAPITestDoubles",
            dependencies: [
                "AuthenticationFlowUseCaseAPI",
                .product(name: "Reactive", package: "Reactive"),
                .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
            ],
            path: "Tests/AuthenticationFlowUseCaseAPITestDoubles"
        ),
    ],
    swiftLanguageModes: [.v6]
)
