// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "PayRedGateway",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "PayRedGateway", targets: ["PayRedGateway"]),
        .executable(name: "payred-gateway", targets: ["PayRedGatewayServer"]),
    ],
    dependencies: [
        .package(url: "https://github.com/hummingbird-project/hummingbird.git", from: "2.28.1"),
        .package(url: "https://github.com/groue/GRDB.swift.git", from: "7.10.0"),
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log.git", from: "1.16.2"),
    ],
    targets: [
        .target(
            name: "PayRedGateway",
            dependencies: [
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .executableTarget(
            name: "PayRedGatewayServer",
            dependencies: [
                "PayRedGateway",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .testTarget(
            name: "PayRedGatewayTests",
            dependencies: [
                "PayRedGateway",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdTesting", package: "hummingbird"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
