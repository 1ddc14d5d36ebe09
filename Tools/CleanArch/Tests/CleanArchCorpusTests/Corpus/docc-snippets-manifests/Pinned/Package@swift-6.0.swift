// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Pinned",
    targets: [
        .target(name: "Pinned"),
        .target(name: "PinnedExtra", dependencies: ["Pinned"]),
    ]
)
