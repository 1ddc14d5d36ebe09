// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "PropertyChecks",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [.library(name: "PropertyChecks", targets: ["PropertyChecks"])],
    dependencies: [
        .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.1"),
    ],
    targets: [
        .target(name: "PropertyChecks", dependencies: [
            .product(name: "PropertyBased", package: "swift-property-based"),
        ]),
    ],
    swiftLanguageModes: [.v6]
)
