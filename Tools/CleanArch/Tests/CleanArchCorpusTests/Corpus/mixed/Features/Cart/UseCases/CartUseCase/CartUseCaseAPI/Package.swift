// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "CartUseCaseAPI",
    products: [
        .library(name: "CartUseCaseAPI", targets: ["CartUseCaseAPI"]),
        .library(name: "CartUseCaseAPITestDoubles", targets: ["CartUseCaseAPITestDoubles"]),
    ],
    targets: [
        .target(name: "CartUseCaseAPI"),
        .target(name: "CartUseCaseAPITestDoubles", dependencies: ["CartUseCaseAPI"], path: "Tests/CartUseCaseAPITestDoubles"),
    ]
)
