// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "VerificationCodeRepositoryImpl",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "VerificationCodeRepositoryImpl", targets: ["VerificationCodeRepositoryImpl"]),
    ],
    dependencies: [
        .package(path: "../VerificationCodeRepositoryAPI"),
        .package(path: "../../../UseCases/VerificationCodeUseCase/VerificationCodeUseCaseAPI"),
        .package(path: "../../../../../Core/Resolver"),
        .package(path: "../../../../../Core/TestSupport"),
        .package(path: "../../../../../Core/RemoteDataError"),
    ],
    targets: [
        .target(
            name: "VerificationCodeRepositoryImpl",
            dependencies: [
                .product(name: "VerificationCodeRepositoryAPI", package: "VerificationCodeRepositoryAPI"),
                .product(name: "VerificationCodeUseCaseAPI", package: "VerificationCodeUseCaseAPI"),
                .product(name: "Resolver", package: "Resolver"),
                .product(name: "RemoteDataError", package: "RemoteDataError"),
            ]
        ),
        .testTarget(
            name: "VerificationCodeRepositoryImplTests",
            dependencies: [
                "VerificationCodeRepositoryImpl",
                .product(name: "VerificationCodeRepositoryAPI", package: "VerificationCodeRepositoryAPI"),
                .product(name: "VerificationCodeRepositoryAPITestDoubles", package: "VerificationCodeRepositoryAPI"),
                .product(name: "VerificationCodeUseCaseAPI", package: "VerificationCodeUseCaseAPI"),
                .product(name: "TestSupport", package: "TestSupport"),
                .product(name: "RemoteDataError", package: "RemoteDataError"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
