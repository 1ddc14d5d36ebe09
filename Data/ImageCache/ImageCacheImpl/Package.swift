// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "ImageCacheImpl",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "ImageCacheImpl", targets: ["ImageCacheImpl"]),
    ],
    dependencies: [
        .package(path: "../ImageCacheAPI"),
        .package(url: "https://github.com/adam-fowler/compress-nio.git", from: "1.5.0"),
        .package(url: "https://github.com/apple/swift-crypto.git", from: "4.5.2"),
        .package(url: "https://github.com/apple/swift-nio.git", from: "2.101.2"),
    ],
    targets: [
        .target(
            name: "ImageCacheImpl",
            dependencies: [
                .product(name: "ImageCacheAPI", package: "ImageCacheAPI"),
                .product(name: "CompressNIO", package: "compress-nio"),
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "NIOCore", package: "swift-nio"),
            ]
        ),
        .testTarget(
            name: "ImageCacheImplTests",
            dependencies: [
                "ImageCacheImpl",
                .product(name: "ImageCacheAPI", package: "ImageCacheAPI"),
                .product(name: "CompressNIO", package: "compress-nio"),
                .product(name: "NIOCore", package: "swift-nio"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
