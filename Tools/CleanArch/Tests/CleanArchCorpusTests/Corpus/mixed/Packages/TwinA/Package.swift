// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Twin",
    products: [.library(name: "TwinA", targets: ["TwinA"])],
    targets: [
        .target(name: "TwinA"),
    ]
)
