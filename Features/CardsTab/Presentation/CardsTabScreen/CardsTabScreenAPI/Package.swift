// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "CardsTabScreenAPI",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "CardsTabScreenAPI", targets: ["CardsTabScreenAPI"]),
        .library(name: "CardsTabScreenAPITestDoubles", targets: ["CardsTabScreenAPITestDoubles"]),
    ],
    dependencies: [
        .package(path: "../../../../../Core/TerminalUI"),
    ],
    targets: [
        .target(
            name: "CardsTabScreenAPI",
            dependencies: [
                .product(name: "TerminalUI", package: "TerminalUI"),
            ]
        ),
        .target(
            name: "CardsTabScreenAPITestDoubles",
            dependencies: [
                "CardsTabScreenAPI",
                .product(name: "TerminalUI", package: "TerminalUI"),
            ],
            path: "Tests/CardsTabScreenAPITestDoubles"
        ),
    ],
    swiftLanguageModes: [.v6]
)
