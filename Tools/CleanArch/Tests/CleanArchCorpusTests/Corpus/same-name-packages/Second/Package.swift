// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Shared",
    products: [
        .library(name: "SecondKit", targets: ["SecondKit"]),
        .library(name: "SecondCore", targets: ["SecondCore"]),
    ],
    targets: [
        .target(name: "SecondKit", dependencies: ["SecondCore"]),
        .target(name: "SecondCore"),
    ]
)
