// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "PaymentsAPI",
    products: [
        .library(name: "PaymentsAPI", targets: ["PaymentsAPI"]),
        .library(name: "PaymentsAPITestDoubles", targets: ["PaymentsAPITestDoubles"]),
    ],
    targets: [
        .target(name: "PaymentsAPI"),
        .target(name: "PaymentsAPITestDoubles", dependencies: ["PaymentsAPI"], path: "Tests/PaymentsAPITestDoubles"),
    ]
)
