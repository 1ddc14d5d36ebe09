// swift-tools-version: 5.9
// A trimmed manifest of swift-syntax 603: the products the macro template uses and the targets
// they depend on.
import PackageDescription

let package = Package(
    name: "swift-syntax",
    products: [
        .library(name: "SwiftCompilerPlugin", targets: ["SwiftCompilerPlugin"]),
        .library(name: "SwiftSyntaxMacros", targets: ["SwiftSyntaxMacros"]),
        .library(name: "SwiftSyntaxMacrosTestSupport", targets: ["SwiftSyntaxMacrosTestSupport"]),
    ],
    targets: [
        .target(name: "SwiftSyntax"),
        .target(name: "SwiftDiagnostics", dependencies: ["SwiftSyntax"]),
        .target(name: "SwiftParser", dependencies: ["SwiftSyntax"]),
        .target(name: "SwiftSyntaxBuilder", dependencies: ["SwiftBasicFormat", "SwiftParser", "SwiftSyntax"]),
        .target(name: "SwiftBasicFormat", dependencies: ["SwiftSyntax"]),
        .target(name: "SwiftSyntaxMacros", dependencies: ["SwiftDiagnostics", "SwiftParser", "SwiftSyntax", "SwiftSyntaxBuilder"]),
        .target(name: "SwiftSyntaxMacroExpansion", dependencies: ["SwiftSyntaxMacros"]),
        .target(name: "SwiftCompilerPluginMessageHandling", dependencies: ["SwiftSyntaxMacroExpansion"]),
        .target(name: "SwiftCompilerPlugin", dependencies: ["SwiftCompilerPluginMessageHandling", "SwiftSyntaxMacros"]),
        .target(name: "SwiftSyntaxMacrosGenericTestSupport", dependencies: ["SwiftSyntaxMacroExpansion"]),
        .target(name: "SwiftSyntaxMacrosTestSupport", dependencies: ["SwiftSyntaxMacrosGenericTestSupport", "SwiftSyntaxMacros"]),
    ]
)
