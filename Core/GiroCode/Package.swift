// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "GiroCode",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [.library(name: "GiroCode", targets: ["GiroCode"])],
    dependencies: [.package(path: "../IBANRule"), .package(path: "../PropertyChecks")],
    targets: [
        .target(name: "GiroCode", dependencies: [.product(name: "IBANRule", package: "IBANRule")]),
        .testTarget(name: "GiroCodeTests", dependencies: [
            "GiroCode",
            .product(name: "PropertyChecks", package: "PropertyChecks"),
        ]),
    ],
    swiftLanguageModes: [.v6]
)
