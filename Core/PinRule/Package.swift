// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "PinRule",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [.library(name: "PinRule", targets: ["PinRule"])],
    targets: [
        .target(name: "PinRule"),
        .testTarget(name: "PinRuleTests", dependencies: ["PinRule"]),
    ],
    swiftLanguageModes: [.v6]
)
