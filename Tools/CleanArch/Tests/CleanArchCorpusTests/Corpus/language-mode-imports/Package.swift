// swift-tools-version: 6.0
import PackageDescription

// Swift 6 mode (tools 6.0), but `Legacy` sets Swift 5 mode for itself.
let package = Package(
    name: "Modes",
    dependencies: [.package(path: "Old")],
    targets: [
        .target(name: "Core"),
        .target(name: "Uses", dependencies: ["Core"]),
        .target(name: "Legacy", swiftSettings: [.swiftLanguageMode(.v5)]),
    ]
)
