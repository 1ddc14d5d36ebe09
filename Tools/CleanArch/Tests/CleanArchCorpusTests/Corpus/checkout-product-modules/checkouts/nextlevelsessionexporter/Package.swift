// swift-tools-version: 5.0
import PackageDescription

let package = Package(
    name: "NextLevelSessionExporter",
    products: [.library(name: "NextLevelSessionExporter", targets: ["SessionExporter"])],
    targets: [.target(name: "SessionExporter", path: "Sources")]
)
