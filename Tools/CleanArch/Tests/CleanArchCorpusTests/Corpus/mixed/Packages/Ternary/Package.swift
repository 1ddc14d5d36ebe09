// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Ternary",
    targets: [
        .target(name: "Ternary", exclude: Bool.random() ? [] : ["skip.txt"]),
    ]
)
