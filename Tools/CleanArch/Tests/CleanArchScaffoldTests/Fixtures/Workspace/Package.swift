// swift-tools-version: 6.0
// A small workspace shaped like PayRed's root: `cleanarch new` runs on a copy of it, with
// this repository's Core/ copied beside it, and the result must build and pass the check.
import PackageDescription

let package = Package(
    name: "Fixture",
    platforms: [.macOS(.v15), .iOS(.v18)],
    dependencies: [
        .package(path: "Core/Reactive"),
        .package(path: "Core/Resolver"),
        .package(path: "Core/SUICoordinator"),
        .package(path: "Core/TerminalUI"),
        .package(path: "Core/TestSupport"),
    ],
    targets: [
        // The composition root.
        .target(
            name: "FixtureDI",
            dependencies: [
                .product(name: "Resolver", package: "Resolver"),
            ],
            path: "App/DI"
        ),
        // Every package's test targets (`cleanarch manifests` writes them).
        // cleanarch:tests begin
        // cleanarch:tests end
    ],
    swiftLanguageModes: [.v6]
)
