// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "VerificationCodeRepositoryAPI",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "VerificationCodeRepositoryAPI", targets: ["VerificationCodeRepositoryAPI"]),
        .library(name: "VerificationCodeRepositoryAPITestDoubles", targets: ["VerificationCodeRepositoryAPITestDoubles"]),
    ],
    dependencies: [
        .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay.git", from: "1.13.1"),
        .package(path: "../../../../../Core/RemoteDataError"),
    ],
    targets: [
        .target(name: "VerificationCodeRepositoryAPI", dependencies: [
            .product(name: "RemoteDataError", package: "RemoteDataError"),
        ]),
        .target(
            name: "VerificationCodeRepositoryAPITestDoubles",
            dependencies: [
                "VerificationCodeRepositoryAPI",
                .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
                .product(name: "RemoteDataError", package: "RemoteDataError"),
            ],
            path: "Tests/VerificationCodeRepositoryAPITestDoubles"
        ),
    ],
    swiftLanguageModes: [.v6]
)
