// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Other",
    targets: [
        .target(name: "Other", exclude: Bool.random() ? [] : ["skip.txt"]),
    ]
)
