// swift-tools-version: 5.9
import PackageDescription

// The product keeps its old name; the module it was named after now lives in another target,
// which the product's own target re-exports.
let package = Package(
    name: "swift-service-context",
    products: [
        .library(name: "ServiceContextModule", targets: ["ServiceContextModuleCompatibility"]),
    ],
    targets: [
        .target(name: "ServiceContextModuleCompatibility", dependencies: ["ServiceContextModule"]),
        .target(name: "ServiceContextModule"),
    ]
)
