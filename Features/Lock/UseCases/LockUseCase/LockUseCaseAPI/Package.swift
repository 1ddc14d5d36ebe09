// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "LockUseCaseAPI",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "LockUseCaseAPI", targets: ["LockUseCaseAPI"]),
        .library(name: "LockUseCaseAPITestDoubles", targets: ["LockUseCaseAPITestDoubles"]),
    ],
    targets: [
        .target(
            name: "LockUseCaseAPI",
            dependencies: [
            ]
        ),
        .target(
            name: "LockUseCaseAPITestDoubles",
            dependencies: [
                "LockUseCaseAPI",
            ],
            path: "Tests/LockUseCaseAPITestDoubles"
        ),
    ],
    swiftLanguageModes: [.v6]
)
