// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Old",
    targets: [.target(name: "Old")],
    swiftLanguageModes: [.v5]
)
