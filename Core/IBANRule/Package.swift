// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "IBANRule",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [.library(name: "IBANRule", targets: ["IBANRule"])],
    dependencies: [.package(path: "../PropertyChecks")],
    targets: [
        .target(name: "IBANRule"),
        .testTarget(name: "IBANRuleTests", dependencies: [
            "IBANRule",
            .product(name: "PropertyChecks", package: "PropertyChecks"),
        ]),
    ],
    swiftLanguageModes: [.v6]
)
