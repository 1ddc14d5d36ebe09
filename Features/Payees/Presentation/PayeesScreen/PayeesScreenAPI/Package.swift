// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "PayeesScreenAPI",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "PayeesScreenAPI", targets: ["PayeesScreenAPI"]),
        .library(name: "PayeesScreenAPITestDoubles", targets: ["PayeesScreenAPITestDoubles"]),
    ],
    dependencies: [
        .package(path: "../../../../../Core/TerminalUI"),
    ],
    targets: [
        .target(
            name: "PayeesScreenAPI",
            dependencies: [
                .product(name: "TerminalUI", package: "TerminalUI"),
            ]
        ),
        .target(
            name: "PayeesScreenAPITestDoubles",
            dependencies: [
                "PayeesScreenAPI",
                .product(name: "TerminalUI", package: "TerminalUI"),
            ],
            path: "Tests/PayeesScreenAPITestDoubles"
        ),
    ],
    swiftLanguageModes: [.v6]
)
