// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "AddPayeeScreenAPI",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "AddPayeeScreenAPI", targets: ["AddPayeeScreenAPI"]),
        .library(name: "AddPayeeScreenAPITestDoubles", targets: ["AddPayeeScreenAPITestDoubles"]),
    ],
    dependencies: [
        .package(path: "../../../../../Core/TerminalUI"),
    ],
    targets: [
        .target(
            name: "AddPayeeScreenAPI",
            dependencies: [
                .product(name: "TerminalUI", package: "TerminalUI"),
            ]
        ),
        .target(
            name: "AddPayeeScreenAPITestDoubles",
            dependencies: [
                "AddPayeeScreenAPI",
                .product(name: "TerminalUI", package: "TerminalUI"),
            ],
            path: "Tests/AddPayeeScreenAPITestDoubles"
        ),
    ],
    swiftLanguageModes: [.v6]
)
