// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "CardFreezeScreenAPI",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "CardFreezeScreenAPI", targets: ["CardFreezeScreenAPI"]),
        .library(name: "CardFreezeScreenAPITestDoubles", targets: ["CardFreezeScreenAPITestDoubles"]),
    ],
    dependencies: [
        .package(path: "../../../../../Core/TerminalUI"),
    ],
    targets: [
        .target(
            name: "CardFreezeScreenAPI",
            dependencies: [
                .product(name: "TerminalUI", package: "TerminalUI"),
            ]
        ),
        .target(
            name: "CardFreezeScreenAPITestDoubles",
            dependencies: [
                "CardFreezeScreenAPI",
                .product(name: "TerminalUI", package: "TerminalUI"),
            ],
            path: "Tests/CardFreezeScreenAPITestDoubles"
        ),
    ],
    swiftLanguageModes: [.v6]
)
