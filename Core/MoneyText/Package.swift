// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "MoneyText",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [.library(name: "MoneyText", targets: ["MoneyText"])],
    dependencies: [
        .package(path: "../Localization"),
    ],
    targets: [
        .target(name: "MoneyText", dependencies: [.product(name: "Localization", package: "Localization")]),
        .testTarget(name: "MoneyTextTests", dependencies: ["MoneyText"]),
    ],
    swiftLanguageModes: [.v6]
)
