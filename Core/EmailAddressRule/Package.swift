// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "EmailAddressRule",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [.library(name: "EmailAddressRule", targets: ["EmailAddressRule"])],
    targets: [
        .target(name: "EmailAddressRule"),
        .testTarget(name: "EmailAddressRuleTests", dependencies: ["EmailAddressRule"]),
    ],
    swiftLanguageModes: [.v6]
)
