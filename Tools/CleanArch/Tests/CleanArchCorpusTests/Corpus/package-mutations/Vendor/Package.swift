// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Vendor",
    products: [.library(name: "Vendor", targets: ["Vendor"])],
    targets: [
        .target(name: "Vendor"),
    ]
)
