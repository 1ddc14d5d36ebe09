// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "UserProfileScreenImpl",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "UserProfileScreenImpl", targets: ["UserProfileScreenImpl"]),
    ],
    dependencies: [
        .package(path: "../../../../../Core/TestSupport"),
        .package(path: "../../../../../Data/ImageCache/ImageCacheAPI"),
        .package(path: "../UserProfileScreenAPI"),
        .package(path: "../../../UseCases/UserProfileUseCase/UserProfileUseCaseAPI"),
        .package(path: "../../../../../Core/Reactive"),
        .package(path: "../../../../../Core/Resolver"),
        .package(path: "../../../../../Core/TerminalUI"),
        .package(path: "../../../../../Core/Localization"),
        .package(path: "../../../../../Core/IBANRule"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing.git", from: "1.19.7"),
    ],
    targets: [
        .target(
            name: "UserProfileScreenImpl",
            dependencies: [
                .product(name: "ImageCacheAPI", package: "ImageCacheAPI"),
                .product(name: "IBANRule", package: "IBANRule"),
                .product(name: "UserProfileScreenAPI", package: "UserProfileScreenAPI"),
                .product(name: "UserProfileUseCaseAPI", package: "UserProfileUseCaseAPI"),
                .product(name: "Reactive", package: "Reactive"),
                .product(name: "Resolver", package: "Resolver"),
                .product(name: "TerminalUI", package: "TerminalUI"),
                .product(name: "Localization", package: "Localization"),
            ],
            resources: [.copy("Resources/Localizable.xcstrings")]
        ),
        .testTarget(
            name: "UserProfileScreenImplTests",
            dependencies: [
                .product(name: "ImageCacheAPITestDoubles", package: "ImageCacheAPI"),
                .product(name: "ImageCacheAPI", package: "ImageCacheAPI"),
                "UserProfileScreenImpl",
                .product(name: "UserProfileScreenAPI", package: "UserProfileScreenAPI"),
                .product(name: "UserProfileScreenAPITestDoubles", package: "UserProfileScreenAPI"),
                .product(name: "UserProfileUseCaseAPI", package: "UserProfileUseCaseAPI"),
                .product(name: "UserProfileUseCaseAPITestDoubles", package: "UserProfileUseCaseAPI"),
                .product(name: "TerminalUI", package: "TerminalUI"),
                .product(name: "TerminalUISnapshotTesting", package: "TerminalUI"),
                .product(name: "TestSupport", package: "TestSupport"),
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["__Snapshots__"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
