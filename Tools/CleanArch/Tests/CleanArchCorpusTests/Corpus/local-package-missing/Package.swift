// swift-tools-version: 5.9
import PackageDescription

let package = Package(
    name: "Local",
    dependencies: [
        .package(path: "../Gone"),
        .package(path: "Empty"),
    ],
    targets: [
        .target(name: "App", dependencies: [.product(name: "Gone", package: "Gone")]),
    ]
)
