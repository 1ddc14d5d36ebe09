// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Linked",
    targets: [
        .target(name: "Shared"),
        .target(name: "App", dependencies: ["Shared"]),
    ]
)
