// swift-tools-version: 5.9
import Foundation
import PackageDescription

extension Target.Dependency {
    static func local(_ name: String) -> Target.Dependency {
        .targetItem(name: name, condition: nil)
    }

    static var core: Target.Dependency { .local("Core") }

    /// Shadows PackageDescription's name: `.target("X")` comes here, `.target(name:)` does not.
    static func target(_ name: String) -> Target.Dependency {
        .target(name: name)
    }
}

let hasVendoredExtras = FileManager.default.fileExists(atPath: "Vendor/Extras")

let package = Package(
    name: "Patterns",
    targets: [
        .target(name: "Core"),
        .target(name: "Feature", dependencies: [.core]),
        .target(name: "App", dependencies: [.local("Feature"), .targetItem(name: "Core", condition: nil)]),
        .target(name: "Tool", dependencies: [.target("Core"), .target(name: "Feature")]),
    ]
)

if hasVendoredExtras {
    package.targets.append(.target(name: "Extras", dependencies: [.core]))
}

for target in package.targets {
    if target.type == .test { continue }
    if target.name == "Extras" { break }
    target.swiftSettings = [.enableUpcomingFeature("ExistentialAny")]
}
