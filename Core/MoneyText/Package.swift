// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "MoneyText",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [.library(name: "MoneyText", targets: ["MoneyText"])],
    targets: [
        .target(name: "MoneyText"),
        .testTarget(name: "MoneyTextTests", dependencies: ["MoneyText"]),
    ],
    swiftLanguageModes: [.v6]
)
