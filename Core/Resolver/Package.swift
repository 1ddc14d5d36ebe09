// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Resolver",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [.library(name: "Resolver", targets: ["Resolver"])],
    dependencies: [.package(url: "https://github.com/Swinject/Swinject.git", exact: "2.10.0")],
    targets: [
        .target(name: "Resolver", dependencies: [.product(name: "Swinject", package: "Swinject")]),
        .testTarget(name: "ResolverTests", dependencies: ["Resolver"]),
    ],
    swiftLanguageModes: [.v6]
)
