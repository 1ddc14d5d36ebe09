// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "LoginUseCaseAPI",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "LoginUseCaseAPI", targets: ["LoginUseCaseAPI"]),
        .library(name: "LoginUseCaseAPITestDoubles", targets: ["LoginUseCaseAPITestDoubles"]),
    ],
    dependencies: [
        .package(path: "../../../../../Core/Reactive"),
    ],
    targets: [
        .target(
            name: "LoginUseCaseAPI",
            dependencies: [.product(name: "Reactive", package: "Reactive")]
        ),
        .target(
            name: "LoginUseCaseAPITestDoubles",
            dependencies: ["LoginUseCaseAPI", .product(name: "Reactive", package: "Reactive")],
            path: "Tests/LoginUseCaseAPITestDoubles"
        ),
    ],
    swiftLanguageModes: [.v6]
)
