import CleanArchModel
import SwiftIfConfig
import SwiftSyntax

/// One build SwiftPM may make of a target's sources, for `#if` around imports: an OS, debug or
/// release (`DEBUG` set or not), `SWIFT_PACKAGE` always set, no other custom condition, the
/// toolchain `cleanarch` was built with. `canImport` is true for the platform's and the
/// toolchain's modules, false for other platforms' and Xcode's (`XcodeProjectPlugin`); for any
/// other module it is a condition of its own (`canImportCondition`), true only when set. A file's
/// imports are those of the active clauses in any of `all`; `swift(…)` is weighed in Swift 6 mode
/// there, and again in Swift 5 mode (`ImportDeclaration.languageModeCondition`).
struct SourceBuildConfiguration: BuildConfiguration {
    let operatingSystem: String
    let platform: PlatformModules.Platform
    let isDebug: Bool
    /// The Swift language mode: `swift(…)` compares with `languageVersion(mode:)`.
    var languageMode = 6
    /// Custom conditions set besides `SWIFT_PACKAGE` and `DEBUG` (traits, `.define`s, `canImport` of package modules).
    var extraConditions: Set<String> = []

    /// The builds considered: every OS SwiftPM targets, each in debug and release.
    static let all: [SourceBuildConfiguration] = [
        ("macOS", .apple), ("iOS", .apple), ("tvOS", .apple), ("watchOS", .apple), ("visionOS", .apple),
        ("Linux", .linux), ("FreeBSD", .linux), ("OpenBSD", .linux), ("Windows", .windows), ("WASI", .wasi),
        ("Android", .android),
    ].flatMap { os, platform in
        [true, false].map { SourceBuildConfiguration(operatingSystem: os, platform: platform, isDebug: $0) }
    }

    /// Modules only Xcode's builds provide.
    private static let xcodeOnly: Set<String> = ["XcodeProjectPlugin"]

    private var base: StaticBuildConfiguration { StaticBuildConfiguration(
        targetOSs: [operatingSystem],
        targetArchitectures: platform == .apple ? ["arm64"] : ["x86_64"],
        targetRuntimes: [platform == .apple ? "_ObjC" : "_Native"],
        targetObjectFileFormats: [platform == .apple ? "MachO" : platform == .windows ? "COFF" : platform == .wasi ? "Wasm" : "ELF"],
        targetAtomicBitWidths: [8, 16, 32, 64],
        languageVersion: Self.languageVersion(mode: languageMode),
        compilerVersion: VersionTuple(components: [ToolchainVersion.current.major, ToolchainVersion.current.minor])
    ) }

    func isCustomConditionSet(name: String) -> Bool {
        name == "SWIFT_PACKAGE" || (isDebug && name == "DEBUG") || extraConditions.contains(name)
    }

    /// The condition an import needs when `canImport(module)` guards it, for a module no platform
    /// provides: the rules answer it from the modules the target can reach.
    static func canImportCondition(_ module: String) -> String? {
        PlatformModules.all.contains(module) || xcodeOnly.contains(module) ? nil : "canImport:" + module
    }

    /// The version `#if swift(…)` compares with in language mode `mode`: the compiler's own in its
    /// newest mode, else the last of that mode (a 6.x compiler in Swift 5 mode is 5.10).
    static func languageVersion(mode: Int) -> VersionTuple {
        switch mode {
        case ToolchainVersion.current.major...: VersionTuple(components: [ToolchainVersion.current.major, ToolchainVersion.current.minor])
        case 5: VersionTuple(components: [5, 10])
        case 4: VersionTuple(components: [4, 2])
        default: VersionTuple(components: [mode])
        }
    }

    /// `all` in language mode `mode`.
    static func all(languageMode mode: Int) -> [SourceBuildConfiguration] {
        all.map { configuration in
            var copy = configuration
            copy.languageMode = mode
            return copy
        }
    }

    /// `all`, each with `conditions` also set.
    static func all(setting conditions: Set<String>) -> [SourceBuildConfiguration] {
        all.map { configuration in
            var copy = configuration
            copy.extraConditions = conditions
            return copy
        }
    }
    func hasFeature(name: String) -> Bool { false }
    func hasAttribute(name: String) -> Bool { true }

    func canImport(importPath: [(TokenSyntax, String)], version: CanImportVersion) -> Bool {
        guard let module = importPath.first?.1 else { return false }
        if Self.xcodeOnly.contains(module) { return false }
        if PlatformModules.toolchain.contains(module) || PlatformModules.modules(of: platform).contains(module) { return true }
        return Self.canImportCondition(module).map(extraConditions.contains) ?? false
    }

    func isActiveTargetOS(name: String) -> Bool { base.isActiveTargetOS(name: name) }
    func isActiveTargetArchitecture(name: String) -> Bool { base.isActiveTargetArchitecture(name: name) }
    func isActiveTargetEnvironment(name: String) -> Bool { false }
    func isActiveTargetRuntime(name: String) -> Bool { base.isActiveTargetRuntime(name: name) }
    func isActiveTargetPointerAuthentication(name: String) -> Bool { false }
    func isActiveTargetObjectFormat(name: String) -> Bool { base.isActiveTargetObjectFormat(name: name) }
    var targetPointerBitWidth: Int { platform == .wasi ? 32 : 64 }
    var targetAtomicBitWidths: [Int] { base.targetAtomicBitWidths }
    var endianness: Endianness { .little }
    var languageVersion: VersionTuple { base.languageVersion }
    var compilerVersion: VersionTuple { base.compilerVersion }
}
