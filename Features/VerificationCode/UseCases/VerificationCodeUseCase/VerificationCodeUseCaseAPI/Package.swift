// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "VerificationCodeUseCaseAPI",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "VerificationCodeUseCaseAPI", targets: ["VerificationCodeUseCaseAPI"]),
        .library(name: "VerificationCodeUseCaseAPITestDoubles", targets: ["VerificationCodeUseCaseAPITestDoubles"]),
    ],
    targets: [
        .target(
            name: "VerificationCodeUseCaseAPI",
            dependencies: [
            ]
        ),
        .target(
            name: "VerificationCodeUseCaseAPITestDoubles",
            dependencies: [
                "VerificationCodeUseCaseAPI",
            ],
            path: "Tests/VerificationCodeUseCaseAPITestDoubles"
        ),
    ],
    swiftLanguageModes: [.v6]
)
