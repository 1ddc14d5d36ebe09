// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "BasketUseCaseAPI",
    products: [
        .library(name: "BasketUseCaseAPI", targets: ["BasketUseCaseAPI"]),
        .library(name: "BasketUseCaseAPITestDoubles", targets: ["BasketUseCaseAPITestDoubles"]),
    ],
    targets: [
        .target(name: "BasketUseCaseAPI"),
        .target(name: "BasketUseCaseAPITestDoubles", dependencies: ["BasketUseCaseAPI"], path: "Tests/BasketUseCaseAPITestDoubles"),
    ]
)
