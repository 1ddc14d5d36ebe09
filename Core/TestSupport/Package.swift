// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "TestSupport",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [.library(name: "TestSupport", targets: ["TestSupport"])],
    dependencies: [
        .package(path: "../Reactive"),
        .package(url: "https://github.com/pointfreeco/swift-clocks.git", from: "1.1.1"),
        .package(url: "https://github.com/pointfreeco/swift-concurrency-extras.git", from: "1.4.3"),
    ],
    targets: [
        .target(name: "TestSupport", dependencies: [
            .product(name: "Reactive", package: "Reactive"),
            .product(name: "Clocks", package: "swift-clocks"),
            .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras"),
        ]),
        .testTarget(name: "TestSupportTests", dependencies: ["TestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
