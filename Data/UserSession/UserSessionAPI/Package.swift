// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "UserSessionAPI",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "UserSessionAPI", targets: ["UserSessionAPI"]),
        .library(name: "UserSessionAPITestDoubles", targets: ["UserSessionAPITestDoubles"]),
    ],
    dependencies: [
        .package(path: "../../../Core/Reactive"),
        .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay.git", from: "1.13.1"),
    ],
    targets: [
        .target(
            name: "UserSessionAPI",
            dependencies: [.product(name: "Reactive", package: "Reactive")]
        ),
        .target(
            name: "UserSessionAPITestDoubles",
            dependencies: ["UserSessionAPI", .product(name: "Reactive", package: "Reactive"), .product(name: "IssueReporting", package: "xctest-dynamic-overlay")],
            path: "Tests/UserSessionAPITestDoubles"
        ),
    ],
    swiftLanguageModes: [.v6]
)
