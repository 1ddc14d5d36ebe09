// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "GatewayContract",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [.library(name: "GatewayContract", targets: ["GatewayContract"])],
    dependencies: [
        .package(url: "https://github.com/apple/swift-openapi-runtime.git", from: "1.13.4"),
        .package(url: "https://github.com/apple/swift-http-types.git", from: "1.8.0"),
    ],
    targets: [
        .target(
            name: "GatewayContract",
            dependencies: [
                .product(name: "OpenAPIRuntime", package: "swift-openapi-runtime"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
            ],
            resources: [.copy("openapi.yaml")]
        ),
        .testTarget(name: "GatewayContractTests", dependencies: [
            "GatewayContract",
        ]),
    ],
    swiftLanguageModes: [.v6]
)
