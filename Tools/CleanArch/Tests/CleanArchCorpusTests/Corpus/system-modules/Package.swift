// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Platform",
    targets: [
        .target(name: "Platform"),
        .target(name: "Wrong"),
        .plugin(name: "Lint", capability: .buildTool()),
    ]
)
