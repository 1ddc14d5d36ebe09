// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "UpdateAppScreenAPI",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "UpdateAppScreenAPI", targets: ["UpdateAppScreenAPI"]),
        .library(name: "UpdateAppScreenAPITestDoubles", targets: ["UpdateAppScreenAPITestDoubles"]),
    ],
    dependencies: [
        .package(path: "../../../../../Core/TerminalUI"),
    ],
    targets: [
        .target(
            name: "UpdateAppScreenAPI",
            dependencies: [
                .product(name: "TerminalUI", package: "TerminalUI"),
            ]
        ),
        .target(
            name: "UpdateAppScreenAPITestDoubles",
            dependencies: [
                "UpdateAppScreenAPI",
                .product(name: "TerminalUI", package: "TerminalUI"),
            ],
            path: "Tests/UpdateAppScreenAPITestDoubles"
        ),
    ],
    swiftLanguageModes: [.v6]
)
