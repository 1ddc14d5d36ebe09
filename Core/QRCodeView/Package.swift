// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "QRCodeView",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [.library(name: "QRCodeView", targets: ["QRCodeView"])],
    dependencies: [
        .package(path: "../QRCode"),
        .package(path: "../TerminalUI"),
        .package(path: "../TestSupport"),
    ],
    targets: [
        .target(name: "QRCodeView", dependencies: [
            .product(name: "QRCode", package: "QRCode"),
            .product(name: "TerminalUI", package: "TerminalUI"),
        ]),
        .testTarget(name: "QRCodeViewTests", dependencies: [
            "QRCodeView",
            .product(name: "TerminalUI", package: "TerminalUI"),
            .product(name: "TerminalUISnapshotTesting", package: "TerminalUI"),
            .product(name: "TestSupport", package: "TestSupport"),
        ]),
    ],
    swiftLanguageModes: [.v6]
)
