// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "LoginScreenAPI",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "LoginScreenAPI", targets: ["LoginScreenAPI"]),
        .library(name: "LoginScreenAPITestDoubles", targets: ["LoginScreenAPITestDoubles"]),
    ],
    dependencies: [
        .package(path: "../../../../../Core/TerminalUI"),
        .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay.git", from: "1.13.1"),
    ],
    targets: [
        .target(
            name: "LoginScreenAPI",
            dependencies: [.product(name: "TerminalUI", package: "TerminalUI")]
        ),
        .target(
            name: "LoginScreenAPITestDoubles",
            dependencies: ["LoginScreenAPI", .product(name: "TerminalUI", package: "TerminalUI"), .product(name: "IssueReporting", package: "xctest-dynamic-overlay")],
            path: "Tests/LoginScreenAPITestDoubles"
        ),
    ],
    swiftLanguageModes: [.v6]
)
