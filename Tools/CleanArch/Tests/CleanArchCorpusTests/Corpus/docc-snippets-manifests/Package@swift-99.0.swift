// swift-tools-version: 99.0
import PackageDescription

let package = Package(
    name: "Documented",
    targets: [
        .target(name: "Future"),
    ]
)
