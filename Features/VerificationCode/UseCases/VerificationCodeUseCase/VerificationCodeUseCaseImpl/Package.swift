// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "VerificationCodeUseCaseImpl",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "VerificationCodeUseCaseImpl", targets: ["VerificationCodeUseCaseImpl"]),
    ],
    dependencies: [
        .package(path: "../VerificationCodeUseCaseAPI"),
        .package(path: "../../../../../Core/Resolver"),
        .package(path: "../../../../../Core/TestSupport"),
        .package(path: "../../../../../Core/Reactive"),
    ],
    targets: [
        .target(
            name: "VerificationCodeUseCaseImpl",
            dependencies: [
                .product(name: "VerificationCodeUseCaseAPI", package: "VerificationCodeUseCaseAPI"),
                .product(name: "Resolver", package: "Resolver"),
                .product(name: "Reactive", package: "Reactive"),
            ]
        ),
        .testTarget(
            name: "VerificationCodeUseCaseImplTests",
            dependencies: [
                "VerificationCodeUseCaseImpl",
                .product(name: "VerificationCodeUseCaseAPI", package: "VerificationCodeUseCaseAPI"),
                .product(name: "VerificationCodeUseCaseAPITestDoubles", package: "VerificationCodeUseCaseAPI"),
                .product(name: "TestSupport", package: "TestSupport"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
