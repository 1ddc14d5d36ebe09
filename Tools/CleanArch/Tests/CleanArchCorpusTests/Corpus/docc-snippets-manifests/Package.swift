// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Documented",
    products: [.library(name: "Documented", targets: ["Documented"])],
    targets: [
        .target(name: "Documented"),
    ]
)
