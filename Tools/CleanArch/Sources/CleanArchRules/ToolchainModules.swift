import CleanArchModel
import Foundation

/// Which modules a file may import without declaring them: every platform's (`PlatformModules`),
/// those `.cleanarch.yml` lists under `system_modules`, `PackagePlugin` in plugins, and, for
/// anything else, the modules the installed toolchain and SDKs ship, looked up once.
public struct ToolchainModules: Sendable {
    private let configured: Set<String>

    public init(configuration: Configuration) {
        configured = PlatformModules.all.union(configuration.systemModules)
    }

    /// Whether a target of `kind` may import `module` without declaring it.
    public func isSystem(_ module: String, in kind: ManifestTarget.Kind) -> Bool {
        if module == PlatformModules.packagePlugin || module == "XcodeProjectPlugin" { return kind == .plugin }
        return configured.contains(module) || Self.installed.contains(module)
    }

    /// The module names found next to the `swift` compiler on `PATH` (Linux, Windows, WASI SDKs)
    /// and in the SDKs of the selected Xcode or Command Line Tools (macOS).
    private static let installed: Set<String> = {
        var names: Set<String> = []
        let manager = FileManager.default
        func collect(_ directory: String, suffixes: [String]) {
            for entry in (try? manager.contentsOfDirectory(atPath: directory)) ?? [] {
                if let suffix = suffixes.first(where: entry.hasSuffix) { names.insert(String(entry.dropLast(suffix.count))) }
            }
        }
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        for directory in path.split(separator: ":").map(String.init)
        where manager.isExecutableFile(atPath: directory + "/swiftc") {
            // Only the platforms' directories: `host` holds the compiler's own libraries, `pm` SwiftPM's.
            let lib = (directory as NSString).deletingLastPathComponent + "/lib/swift"
            for platform in ["linux", "windows", "wasi", "android", "macosx", "freebsd", "openbsd"] {
                collect(lib + "/" + platform, suffixes: [".swiftmodule", ".swiftinterface"])
            }
        }
        let developer = ProcessInfo.processInfo.environment["DEVELOPER_DIR"] ?? "/Applications/Xcode.app/Contents/Developer"
        let platforms = developer + "/Platforms"
        for platform in (try? manager.contentsOfDirectory(atPath: platforms)) ?? [] {
            let sdks = "\(platforms)/\(platform)/Developer/SDKs"
            for sdk in (try? manager.contentsOfDirectory(atPath: sdks)) ?? [] {
                collect("\(sdks)/\(sdk)/System/Library/Frameworks", suffixes: [".framework"])
            }
        }
        collect("/Library/Developer/CommandLineTools/SDKs/MacOSX.sdk/System/Library/Frameworks", suffixes: [".framework"])
        return names
    }()
}
