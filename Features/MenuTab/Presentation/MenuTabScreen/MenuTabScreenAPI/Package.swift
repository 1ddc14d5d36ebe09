// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "MenuTabScreenAPI",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "MenuTabScreenAPI", targets: ["MenuTabScreenAPI"]),
        .library(name: "MenuTabScreenAPITestDoubles", targets: ["MenuTabScreenAPITestDoubles"]),
    ],
    dependencies: [
        .package(path: "../../../../../Core/TerminalUI"),
    ],
    targets: [
        .target(
            name: "MenuTabScreenAPI",
            dependencies: [
                .product(name: "TerminalUI", package: "TerminalUI"),
            ]
        ),
        .target(
            name: "MenuTabScreenAPITestDoubles",
            dependencies: [
                "MenuTabScreenAPI",
                .product(name: "TerminalUI", package: "TerminalUI"),
            ],
            path: "Tests/MenuTabScreenAPITestDoubles"
        ),
    ],
    swiftLanguageModes: [.v6]
)
