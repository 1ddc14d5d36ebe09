// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "VerificationCodeUseCaseAPI",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "VerificationCodeUseCaseAPI", targets: ["VerificationCodeUseCaseAPI"]),
        .library(name: "VerificationCodeUseCaseAPITestDoubles", targets: ["VerificationCodeUseCaseAPITestDoubles"]),
    ],
    dependencies: [
        .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay.git", from: "1.13.1"),
        .package(path: "../../../../../Core/Reactive"),
    ],
    targets: [
        .target(
            name: "VerificationCodeUseCaseAPI",
            dependencies: [
                .product(name: "Reactive", package: "Reactive"),
            ]
        ),
        .target(
            name: "VerificationCodeUseCaseAPITestDoubles",
            dependencies: [
                "VerificationCodeUseCaseAPI",
                .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
                .product(name: "Reactive", package: "Reactive"),
            ],
            path: "Tests/VerificationCodeUseCaseAPITestDoubles"
        ),
    ],
    swiftLanguageModes: [.v6]
)
