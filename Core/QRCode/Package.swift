// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "QRCode",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [.library(name: "QRCode", targets: ["QRCode"])],
    dependencies: [.package(path: "../PropertyChecks"), .package(path: "../TestSupport")],
    targets: [
        .target(name: "QRCode"),
        .testTarget(name: "QRCodeTests", dependencies: [
            "QRCode",
            .product(name: "PropertyChecks", package: "PropertyChecks"),
            .product(name: "TestSupport", package: "TestSupport"),
        ]),
    ],
    swiftLanguageModes: [.v6]
)
