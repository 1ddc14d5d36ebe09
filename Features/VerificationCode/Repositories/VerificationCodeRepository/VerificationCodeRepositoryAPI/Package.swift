// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "VerificationCodeRepositoryAPI",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "VerificationCodeRepositoryAPI", targets: ["VerificationCodeRepositoryAPI"]),
        .library(name: "VerificationCodeRepositoryAPITestDoubles", targets: ["VerificationCodeRepositoryAPITestDoubles"]),
    ],
    targets: [
        .target(name: "VerificationCodeRepositoryAPI"),
        .target(
            name: "VerificationCodeRepositoryAPITestDoubles",
            dependencies: [
                "VerificationCodeRepositoryAPI",
            ],
            path: "Tests/VerificationCodeRepositoryAPITestDoubles"
        ),
    ],
    swiftLanguageModes: [.v6]
)
