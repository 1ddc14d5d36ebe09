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
            ],
            path: "Tests/SplashScreenAPITestDoubles"
        ),
    ],
    swiftLanguageModes: [.v6]
)
