// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "RemoteDataError",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [.library(name: "RemoteDataError", targets: ["RemoteDataError"])],
    targets: [
        .target(name: "RemoteDataError"),
    ],
    swiftLanguageModes: [.v6]
)
