// swift-tools-version: 6.0
import PackageDescription

func feature(_ name: String, dependencies: [Target.Dependency] = []) -> [Target] {
    let main = Target.target(name: name, dependencies: dependencies)
    let tests = Target.testTarget(name: "\(name)Tests", dependencies: [.target(name: name)])
    return [main, tests]
}

let package = Package(
    name: "Helpers",
    targets: feature("Base") + feature("Top", dependencies: ["Base"])
)
