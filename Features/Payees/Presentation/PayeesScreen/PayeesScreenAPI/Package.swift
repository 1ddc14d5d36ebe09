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
        .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay.git", from: "1.13.1"),
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
                .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
            ],
            path: "Tests/PayeesScreenAPITestDoubles"
        ),
    ],
    swiftLanguageModes: [.v6]
)
