// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "EmailAddressRule",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [.library(name: "EmailAddressRule", targets: ["EmailAddressRule"])],
    dependencies: [.package(path: "../PropertyChecks")],
    targets: [
        .target(name: "EmailAddressRule"),
        .testTarget(name: "EmailAddressRuleTests", dependencies: [
            "EmailAddressRule",
            .product(name: "PropertyChecks", package: "PropertyChecks"),
        ]),
    ],
    swiftLanguageModes: [.v6]
)
