// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "UserProfileScreenAPI",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "UserProfileScreenAPI", targets: ["UserProfileScreenAPI"]),
        .library(name: "UserProfileScreenAPITestDoubles", targets: ["UserProfileScreenAPITestDoubles"]),
    ],
    dependencies: [
        .package(path: "../../../../../Core/TerminalUI"),
    ],
    targets: [
        .target(
            name: "UserProfileScreenAPI",
            dependencies: [
                .product(name: "TerminalUI", package: "TerminalUI"),
            ]
        ),
        .target(
            name: "UserProfileScreenAPITestDoubles",
            dependencies: [
                "UserProfileScreenAPI",
                .product(name: "TerminalUI", package: "TerminalUI"),
            ],
            path: "Tests/UserProfileScreenAPITestDoubles"
        ),
    ],
    swiftLanguageModes: [.v6]
)
