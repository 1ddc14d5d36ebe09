import CleanArchModel
import SwiftIfConfig
import SwiftSyntax

/// The build configuration SwiftPM compiles a manifest with on this machine: its OS and
/// architecture, no custom conditions, the toolchain `cleanarch` was built with, and the language
/// mode of the manifest's tools version. Only the platform's and the toolchain's own modules can
/// be imported.
struct HostBuildConfiguration: BuildConfiguration {
    /// The language mode: 6 for tools version 6 and later, else 5.
    let languageMode: Int

    /// What `#if` is evaluated against, for notes: "Linux, x86_64, Swift 6.3".
    static let summary = "\(operatingSystem), \(architecture), Swift \(ToolchainVersion.current)"

    #if os(macOS)
    static let operatingSystem = "macOS"
    static let platform = PlatformModules.Platform.apple
    #elseif os(Windows)
    static let operatingSystem = "Windows"
    static let platform = PlatformModules.Platform.windows
    #elseif os(WASI)
    static let operatingSystem = "WASI"
    static let platform = PlatformModules.Platform.wasi
    #else
    static let operatingSystem = "Linux"
    static let platform = PlatformModules.Platform.linux
    #endif

    #if arch(arm64)
    static let architecture = "arm64"
    #else
    static let architecture = "x86_64"
    #endif

    private var base: StaticBuildConfiguration { StaticBuildConfiguration(
        targetOSs: [Self.operatingSystem],
        targetArchitectures: [Self.architecture],
        targetRuntimes: [Self.operatingSystem == "macOS" ? "_ObjC" : "_Native"],
        targetObjectFileFormats: [Self.operatingSystem == "macOS" ? "MachO" : Self.operatingSystem == "Windows" ? "COFF" : "ELF"],
        targetAtomicBitWidths: [8, 16, 32, 64],
        languageVersion: SourceBuildConfiguration.languageVersion(mode: languageMode),
        compilerVersion: VersionTuple(components: [ToolchainVersion.current.major, ToolchainVersion.current.minor])
    ) }
    private let importable = PlatformModules.toolchain.union(PlatformModules.modules(of: Self.platform))
        .union(["PackageDescription", "CompilerPluginSupport"])

    func isCustomConditionSet(name: String) -> Bool { false }
    func hasFeature(name: String) -> Bool { false }
    func hasAttribute(name: String) -> Bool { false }

    func canImport(importPath: [(TokenSyntax, String)], version: CanImportVersion) -> Bool {
        importPath.first.map { importable.contains($0.1) } ?? false
    }

    func isActiveTargetOS(name: String) -> Bool { base.isActiveTargetOS(name: name) }
    func isActiveTargetArchitecture(name: String) -> Bool { base.isActiveTargetArchitecture(name: name) }
    func isActiveTargetEnvironment(name: String) -> Bool { base.isActiveTargetEnvironment(name: name) }
    func isActiveTargetRuntime(name: String) -> Bool { base.isActiveTargetRuntime(name: name) }
    func isActiveTargetPointerAuthentication(name: String) -> Bool { base.isActiveTargetPointerAuthentication(name: name) }
    func isActiveTargetObjectFormat(name: String) -> Bool { base.isActiveTargetObjectFormat(name: name) }
    var targetPointerBitWidth: Int { base.targetPointerBitWidth }
    var targetAtomicBitWidths: [Int] { base.targetAtomicBitWidths }
    var endianness: Endianness { base.endianness }
    var languageVersion: VersionTuple { base.languageVersion }
    var compilerVersion: VersionTuple { base.compilerVersion }
}
