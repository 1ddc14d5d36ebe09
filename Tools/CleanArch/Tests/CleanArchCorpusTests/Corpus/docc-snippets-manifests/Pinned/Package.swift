// swift-tools-version: 5.8
import PackageDescription

let package = Package(
    name: "Pinned",
    targets: [
        .target(name: "Pinned"),
    ]
)
