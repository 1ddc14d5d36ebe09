// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "LockUseCaseAPI",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "LockUseCaseAPI", targets: ["LockUseCaseAPI"]),
        .library(name: "LockUseCaseAPITestDoubles", targets: ["LockUseCaseAPITestDoubles"]),
    ],
    dependencies: [
        .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay.git", from: "1.13.1"),
        .package(path: "../../../../../Core/Reactive"),
    ],
    targets: [
        .target(
            name: "LockUseCaseAPI",
            dependencies: [
                .product(name: "Reactive", package: "Reactive"),
            ]
        ),
        .target(
            name: "LockUseCaseAPITestDoubles",
            dependencies: [
                "LockUseCaseAPI",
                .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
                .product(name: "Reactive", package: "Reactive"),
            ],
            path: "Tests/LockUseCaseAPITestDoubles"
        ),
    ],
    swiftLanguageModes: [.v6]
)
