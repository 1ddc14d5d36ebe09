// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "HomeTabScreenAPI",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "HomeTabScreenAPI", targets: ["HomeTabScreenAPI"]),
        .library(name: "HomeTabScreenAPITestDoubles", targets: ["HomeTabScreenAPITestDoubles"]),
    ],
    dependencies: [
        .package(path: "../../../../../Core/TerminalUI"),
    ],
    targets: [
        .target(
            name: "HomeTabScreenAPI",
            dependencies: [
                .product(name: "TerminalUI", package: "TerminalUI"),
            ]
        ),
        .target(
            name: "HomeTabScreenAPITestDoubles",
            dependencies: [
                "HomeTabScreenAPI",
                .product(name: "TerminalUI", package: "TerminalUI"),
            ],
            path: "Tests/HomeTabScreenAPITestDoubles"
        ),
    ],
    swiftLanguageModes: [.v6]
)
