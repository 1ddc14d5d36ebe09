// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "PaymentsUseCaseAPI",
    products: [
        .library(name: "PaymentsUseCaseAPI", targets: ["PaymentsUseCaseAPI"]),
        .library(name: "PaymentsUseCaseAPITestDoubles", targets: ["PaymentsUseCaseAPITestDoubles"]),
    ],
    targets: [
        .target(name: "PaymentsUseCaseAPI"),
        .target(name: "PaymentsUseCaseAPITestDoubles", dependencies: ["PaymentsUseCaseAPI"], path: "Tests/PaymentsUseCaseAPITestDoubles"),
    ]
)
