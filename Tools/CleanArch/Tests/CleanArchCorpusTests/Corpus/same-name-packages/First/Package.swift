// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Shared",
    products: [
        .library(name: "FirstKit", targets: ["FirstKit"]),
        .library(name: "FirstCore", targets: ["FirstCore"]),
    ],
    targets: [
        .target(name: "FirstKit", dependencies: ["FirstCore"]),
        .target(name: "FirstCore"),
    ]
)
