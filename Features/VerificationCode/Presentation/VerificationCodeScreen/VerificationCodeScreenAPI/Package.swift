// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "VerificationCodeScreenAPI",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "VerificationCodeScreenAPI", targets: ["VerificationCodeScreenAPI"]),
        .library(name: "VerificationCodeScreenAPITestDoubles", targets: ["VerificationCodeScreenAPITestDoubles"]),
    ],
    dependencies: [
        .package(path: "../../../../../Core/TerminalUI"),
        .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay.git", from: "1.13.1"),
    ],
    targets: [
        .target(
            name: "VerificationCodeScreenAPI",
            dependencies: [
                .product(name: "TerminalUI", package: "TerminalUI"),
            ]
        ),
        .target(
            name: "VerificationCodeScreenAPITestDoubles",
            dependencies: [
                "VerificationCodeScreenAPI",
                .product(name: "TerminalUI", package: "TerminalUI"),
                .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
            ],
            path: "Tests/VerificationCodeScreenAPITestDoubles"
        ),
    ],
    swiftLanguageModes: [.v6]
)
