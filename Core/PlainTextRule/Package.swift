// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "PlainTextRule",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [.library(name: "PlainTextRule", targets: ["PlainTextRule"])],
    dependencies: [.package(path: "../PropertyChecks")],
    targets: [
        .target(name: "PlainTextRule"),
        .testTarget(name: "PlainTextRuleTests", dependencies: [
            "PlainTextRule",
            .product(name: "PropertyChecks", package: "PropertyChecks"),
        ]),
    ],
    swiftLanguageModes: [.v6]
)
