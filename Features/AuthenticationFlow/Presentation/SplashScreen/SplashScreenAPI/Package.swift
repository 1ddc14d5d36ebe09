// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "SplashScreenAPI",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "SplashScreenAPI", targets: ["SplashScreenAPI"]),
        .library(name: "SplashScreenAPITestDoubles", targets: ["SplashScreenAPITestDoubles"]),
    ],
    dependencies: [
        .package(path: "../../../../../Core/TerminalUI"),
        .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay.git", from: "1.13.1"),
    ],
    targets: [
        .target(
            name: "SplashScreenAPI",
            dependencies: [
                .product(name: "TerminalUI", package: "TerminalUI"),
            ]
        ),
        .target(
            name: "SplashScreenAPITestDoubles",
            dependencies: [
                "SplashScreenAPI",
                .product(name: "TerminalUI", package: "TerminalUI"),
                .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
            ],
            path: "Tests/SplashScreenAPITestDoubles"
        ),
    ],
    swiftLanguageModes: [.v6]
)
