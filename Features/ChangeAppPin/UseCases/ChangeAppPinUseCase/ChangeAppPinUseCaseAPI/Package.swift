// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "ChangeAppPinUseCaseAPI",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "ChangeAppPinUseCaseAPI", targets: ["ChangeAppPinUseCaseAPI"]),
        .library(name: "ChangeAppPinUseCaseAPITestDoubles", targets: ["ChangeAppPinUseCaseAPITestDoubles"]),
    ],
    dependencies: [
        .package(path: "../../../../../Core/Reactive"),
        .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay.git", from: "1.13.1"),
    ],
    targets: [
        .target(
            name: "ChangeAppPinUseCaseAPI",
            dependencies: [
                .product(name: "Reactive", package: "Reactive"),
            ]
        ),
        .target(
            name: "ChangeAppPinUseCaseAPITestDoubles",
            dependencies: [
                "ChangeAppPinUseCaseAPI",
                .product(name: "Reactive", package: "Reactive"),
                .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
            ],
            path: "Tests/ChangeAppPinUseCaseAPITestDoubles"
        ),
    ],
    swiftLanguageModes: [.v6]
)
