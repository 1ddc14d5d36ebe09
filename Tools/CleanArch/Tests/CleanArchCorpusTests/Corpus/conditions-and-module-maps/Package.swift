// swift-tools-version: 6.1
import PackageDescription
import Foundation

var useSystemSyntax: Bool { ProcessInfo.processInfo.environment["SYSTEM_SYNTAX"] != nil }

func syntax(_ names: [String]) -> [Target.Dependency] {
    useSystemSyntax ? [] : names.map { .product(name: $0, package: "swift-syntax") }
}

/// The dependencies listed in a file: only running the manifest tells them.
func dependencies(listedIn file: String) -> [Target.Dependency] {
    let text = (try? String(contentsOfFile: file, encoding: .utf8)) ?? ""
    return text.split(separator: "\n").map { .byName(name: String($0)) }
}

let package = Package(
    name: "Conditions",
    traits: [
        .trait(name: "MacroRouting", enabledTraits: ["FastPaths"]),
        .trait(name: "FastPaths"),
        .trait(name: "Experimental"),
        .default(enabledTraits: ["MacroRouting"]),
    ],
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax.git", from: "603.0.0"),
        .package(url: "https://github.com/example/runtime.git", from: "1.0.0"),
        .package(url: "https://github.com/example/transport.git", from: "1.0.0"),
    ],
    targets: [
        .target(name: "Routing"),
        .target(name: "Defined", swiftSettings: [.define("USE_ROUTING")]),
        .target(name: "Partial", dependencies: syntax(["SwiftParser"])),
        .target(name: "Dependent", dependencies: ["Partial"]),
        .target(name: "Opaque", dependencies: dependencies(listedIn: "opaque-dependencies.txt")),
        .target(name: "Downstream", dependencies: ["Opaque"]),
        .target(name: "Tracing", dependencies: ["Defined"]),
        .target(name: "Nested", dependencies: ["Partial"]),
        .target(name: "czlib"),
        .target(name: "Gzip", dependencies: ["czlib"]),
        .target(name: "ViaUnresolved", dependencies: [.product(name: "Transport", package: "transport")]),
    ]
)
