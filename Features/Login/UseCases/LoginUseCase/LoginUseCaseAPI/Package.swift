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
        .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay.git", from: "1.13.1"),
    ],
    targets: [
        .target(
            name: "LoginUseCaseAPI",
            dependencies: [.product(name: "Reactive", package: "Reactive")]
        ),
        .target(
            name: "LoginUseCaseAPITestDoubles",
            dependencies: ["LoginUseCaseAPI", .product(name: "Reactive", package: "Reactive"), .product(name: "IssueReporting", package: "xctest-dynamic-overlay")],
            path: "Tests/LoginUseCaseAPITestDoubles"
        ),
    ],
    swiftLanguageModes: [.v6]
)
