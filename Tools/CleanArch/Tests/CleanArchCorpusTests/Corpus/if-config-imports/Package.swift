// swift-tools-version: 5.9
import PackageDescription

let package = Package(
    name: "Conditions",
    targets: [
        .target(name: "Store"),
        .target(name: "Versioned"),
        .plugin(name: "Format", capability: .command(intent: .sourceCodeFormatting())),
    ]
)
