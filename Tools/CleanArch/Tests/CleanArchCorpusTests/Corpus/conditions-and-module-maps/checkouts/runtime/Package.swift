// swift-tools-version: 5.9
import PackageDescription

let package = Package(
    name: "runtime",
    products: [.library(name: "Runtime", targets: ["Runtime"])],
    targets: [.target(name: "Runtime")]
)
