// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "LockScreenAPI",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "LockScreenAPI", targets: ["LockScreenAPI"]),
        .library(name: "LockScreenAPITestDoubles", targets: ["LockScreenAPITestDoubles"]),
    ],
    dependencies: [
        .package(path: "../../../../../Core/TerminalUI"),
    ],
    targets: [
        .target(
            name: "LockScreenAPI",
            dependencies: [
                .product(name: "TerminalUI", package: "TerminalUI"),
            ]
        ),
        .target(
            name: "LockScreenAPITestDoubles",
            dependencies: [
                "LockScreenAPI",
                .product(name: "TerminalUI", package: "TerminalUI"),
            ],
            path: "Tests/LockScreenAPITestDoubles"
        ),
    ],
    swiftLanguageModes: [.v6]
)
