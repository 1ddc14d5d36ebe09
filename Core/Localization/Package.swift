// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Localization",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [.library(name: "Localization", targets: ["Localization"])],
    targets: [
        .target(name: "Localization"),
        .testTarget(name: "LocalizationTests", dependencies: ["Localization"]),
    ],
    swiftLanguageModes: [.v6]
)
