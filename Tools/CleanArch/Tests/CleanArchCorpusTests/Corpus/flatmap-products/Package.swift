// swift-tools-version: 6.0
import PackageDescription

let autoProducts = ["Alpha", "Beta"]

let package = Package(
    name: "Kit",
    products: autoProducts.flatMap { [Product.library(name: $0, targets: [$0])] },
    targets: autoProducts.flatMap { name in
        [
            Target.target(name: name),
            Target.testTarget(name: name + "Tests", dependencies: [.target(name: name)]),
        ]
    }
)
