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
    ],
    targets: [
        .target(
            name: "LoginScreenAPI",
            dependencies: [.product(name: "TerminalUI", package: "TerminalUI")]
        ),
        .target(
            name: "LoginScreenAPITestDoubles",
            dependencies: ["LoginScreenAPI", .product(name: "TerminalUI", package: "TerminalUI")],
            path: "Tests/LoginScreenAPITestDoubles"
        ),
    ],
    swiftLanguageModes: [.v6]
)
