// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Loadable",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [.library(name: "Loadable", targets: ["Loadable"])],
    dependencies: [
        .package(path: "../Reactive"),
        .package(path: "../TestSupport"),
    ],
    targets: [
        .target(name: "Loadable", dependencies: [
            .product(name: "Reactive", package: "Reactive"),
        ]),
        .testTarget(name: "LoadableTests", dependencies: ["Loadable", .product(name: "Reactive", package: "Reactive"), .product(name: "TestSupport", package: "TestSupport")]),
    ],
    swiftLanguageModes: [.v6]
)
