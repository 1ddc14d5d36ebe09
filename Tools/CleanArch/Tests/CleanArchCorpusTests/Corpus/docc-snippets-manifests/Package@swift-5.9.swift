// swift-tools-version: 5.9
import PackageDescription

let package = Package(
    name: "Documented",
    products: [.library(name: "Documented", targets: ["Documented"])],
    targets: [
        .target(name: "Documented"),
        .target(name: "Legacy59"),
    ]
)
