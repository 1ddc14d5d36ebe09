// swift-tools-version: 5.9
import PackageDescription

let package = Package(
    name: "swift-tools-support-core",
    products: [
        .library(name: "SwiftToolsSupport-auto", targets: ["TSCBasic", "TSCUtility"]),
    ],
    targets: [
        .target(name: "TSCLibc"),
        .target(name: "TSCBasic", dependencies: ["TSCLibc"]),
        .target(name: "TSCUtility", dependencies: ["TSCBasic"]),
        .testTarget(name: "TSCBasicTests", dependencies: ["TSCBasic"]),
    ]
)
