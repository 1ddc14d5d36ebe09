// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Loadable",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [.library(name: "Loadable", targets: ["Loadable"])],
    targets: [
        .target(name: "Loadable"),
        .testTarget(name: "LoadableTests", dependencies: ["Loadable"]),
    ],
    swiftLanguageModes: [.v6]
)
