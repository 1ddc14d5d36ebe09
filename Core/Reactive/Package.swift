// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Reactive",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [.library(name: "Reactive", targets: ["Reactive"])],
    dependencies: [.package(url: "https://github.com/OpenCombine/OpenCombine.git", from: "0.14.0")],
    targets: [
        .target(name: "Reactive", dependencies: [.product(name: "OpenCombineShim", package: "OpenCombine")]),
        .testTarget(name: "ReactiveTests", dependencies: ["Reactive"]),
    ],
    swiftLanguageModes: [.v6]
)
