// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "RefundsUseCaseAPI",
    products: [
        .library(name: "RefundsUseCaseAPI", targets: ["RefundsUseCaseAPI"]),
        .library(name: "RefundsUseCaseAPITestDoubles", targets: ["RefundsUseCaseAPITestDoubles"]),
    ],
    targets: [
        .target(name: "RefundsUseCaseAPI"),
        .target(name: "RefundsUseCaseAPITestDoubles", dependencies: ["RefundsUseCaseAPI"], path: "Tests/RefundsUseCaseAPITestDoubles"),
    ]
)
