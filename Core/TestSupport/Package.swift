// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "TestSupport",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [.library(name: "TestSupport", targets: ["TestSupport"])],
    dependencies: [
        .package(path: "../Reactive"),
    ],
    targets: [
        .target(name: "TestSupport", dependencies: [.product(name: "Reactive", package: "Reactive")]),
        .testTarget(name: "TestSupportTests", dependencies: ["TestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
