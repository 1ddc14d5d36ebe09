// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "PayRedGateway",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "PayRedGateway", targets: ["PayRedGateway"]),
        .library(name: "GatewayCore", targets: ["GatewayCore"]),
        .library(name: "GatewayAuth", targets: ["GatewayAuth"]),
        .library(name: "GatewayMoney", targets: ["GatewayMoney"]),
        .library(name: "GatewayApp", targets: ["GatewayApp"]),
        .library(name: "GatewayTesting", targets: ["GatewayTesting"]),
        .executable(name: "payred-gateway", targets: ["PayRedGatewayServer"]),
    ],
    dependencies: [
        .package(url: "https://github.com/hummingbird-project/hummingbird.git", from: "2.28.1"),
        .package(url: "https://github.com/hummingbird-project/hummingbird-websocket.git", from: "2.8.1"),
        .package(url: "https://github.com/groue/GRDB.swift.git", from: "7.10.0"),
        .package(url: "https://github.com/vapor/postgres-nio.git", from: "1.33.2"),
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-crypto.git", from: "4.5.2"),
        .package(url: "https://github.com/apple/swift-http-types.git", from: "1.8.0"),
        .package(url: "https://github.com/apple/swift-log.git", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-nio.git", from: "2.101.2"),
        .package(url: "https://github.com/jpsim/Yams.git", from: "6.2.2"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle.git", from: "2.13.0"),
        .package(path: "../../Core/EmailAddressRule"),
        .package(path: "../../Core/GatewayContract"),
        .package(path: "../../Core/IBANRule"),
        .package(path: "../../Core/PlainTextRule"),
        .package(path: "../../Core/PropertyChecks"),
    ],
    targets: [
        // Shared infrastructure: schema, request context, error envelope, sessions, money.
        .target(
            name: "GatewayCore",
            dependencies: [
                .product(name: "GatewayContract", package: "GatewayContract"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "PlainTextRule", package: "PlainTextRule"),
                .product(name: "PostgresNIO", package: "postgres-nio"),
            ]
        ),
        // The routes, one module per area.
        .target(
            name: "GatewayAuth",
            dependencies: [
                "GatewayCore",
                .product(name: "GatewayContract", package: "GatewayContract"),
                .product(name: "EmailAddressRule", package: "EmailAddressRule"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "CryptoExtras", package: "swift-crypto"),
            ]
        ),
        .target(
            name: "GatewayMoney",
            dependencies: [
                "GatewayCore",
                .product(name: "GatewayContract", package: "GatewayContract"),
                .product(name: "IBANRule", package: "IBANRule"),
                .product(name: "PlainTextRule", package: "PlainTextRule"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "GRDB", package: "GRDB.swift"),
            ]
        ),
        .target(
            name: "GatewayApp",
            dependencies: [
                "GatewayCore",
                .product(name: "GatewayContract", package: "GatewayContract"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // The server: every area's routes, demo data, in-process and command-line runners.
        .target(
            name: "PayRedGateway",
            dependencies: [
                "GatewayCore", "GatewayAuth", "GatewayMoney", "GatewayApp",
                .product(name: "GatewayContract", package: "GatewayContract"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdCore", package: "hummingbird"),
                .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
            ]
        ),
        .executableTarget(
            name: "PayRedGatewayServer",
            dependencies: [
                "PayRedGateway",
                "GatewayCore",
                "GatewayMoney",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // Test support shared by the areas' tests.
        .target(
            name: "GatewayTesting",
            dependencies: [
                "GatewayCore",
                .product(name: "GatewayContract", package: "GatewayContract"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "PostgresNIO", package: "postgres-nio"),
            ],
            path: "Tests/GatewayTesting"
        ),
        .testTarget(
            name: "GatewayAuthTests",
            dependencies: [
                .product(name: "GatewayContract", package: "GatewayContract"),
                "GatewayAuth",
                "GatewayCore",
                "GatewayTesting",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "GRDB", package: "GRDB.swift"),
            ]
        ),
        .testTarget(
            name: "GatewayMoneyTests",
            dependencies: [
                .product(name: "GatewayContract", package: "GatewayContract"),
                "GatewayMoney",
                "GatewayCore",
                "GatewayTesting",
                .product(name: "PropertyChecks", package: "PropertyChecks"),
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "GRDB", package: "GRDB.swift"),
            ]
        ),
        .testTarget(
            name: "GatewayAppTests",
            dependencies: [
                .product(name: "GatewayContract", package: "GatewayContract"),
                "GatewayApp",
                "GatewayCore",
                "GatewayTesting",
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "GRDB", package: "GRDB.swift"),
            ]
        ),
        .testTarget(
            name: "PayRedGatewayTests",
            dependencies: [
                .product(name: "GatewayContract", package: "GatewayContract"),
                "PayRedGateway",
                "GatewayCore",
                "GatewayMoney",
                "GatewayTesting",
                "GatewayAuth",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "HummingbirdWSClient", package: "hummingbird-websocket"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "Yams", package: "Yams"),
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
