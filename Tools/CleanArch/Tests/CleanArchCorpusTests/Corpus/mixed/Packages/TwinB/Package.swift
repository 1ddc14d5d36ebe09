// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Twin",
    products: [.library(name: "TwinB", targets: ["TwinB"])],
    targets: [
        .target(name: "TwinB"),
    ]
)
