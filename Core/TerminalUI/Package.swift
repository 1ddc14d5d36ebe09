// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "TerminalUI",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [.library(name: "TerminalUI", targets: ["TerminalUI"])],
    targets: [
        .target(name: "TerminalUI"),
        .testTarget(name: "TerminalUITests", dependencies: ["TerminalUI"]),
    ],
    swiftLanguageModes: [.v6]
)
