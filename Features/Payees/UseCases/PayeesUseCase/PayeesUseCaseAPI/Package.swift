// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "PayeesUseCaseAPI",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "PayeesUseCaseAPI", targets: ["PayeesUseCaseAPI"]),
        .library(name: "PayeesUseCaseAPITestDoubles", targets: ["PayeesUseCaseAPITestDoubles"]),
    ],
    dependencies: [
        .package(path: "../../../../../Core/Reactive"),
        .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay.git", from: "1.13.1"),
        .package(path: "../../../../../Core/Loadable"),
    ],
    targets: [
        .target(
            name: "PayeesUseCaseAPI",
            dependencies: [
                .product(name: "Reactive", package: "Reactive"),
                .product(name: "Loadable", package: "Loadable"),
            ]
        ),
        .target(
            name: "PayeesUseCaseAPITestDoubles",
            dependencies: [
                "PayeesUseCaseAPI",
                .product(name: "Reactive", package: "Reactive"),
                .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
            ],
            path: "Tests/PayeesUseCaseAPITestDoubles"
        ),
    ],
    swiftLanguageModes: [.v6]
)
