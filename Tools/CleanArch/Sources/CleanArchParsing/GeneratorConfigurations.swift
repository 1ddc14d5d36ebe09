import CleanArchModel
import Foundation
import Yams

/// Configuration files that tell a code generator to write sources into the target holding them,
/// with the modules the code it writes imports: Swift OpenAPI Generator's (read by its build-tool
/// plugin and by its command plugin, which runs before the build and leaves no trace in the
/// manifest; `additionalImports:` adds modules), SwiftProtobuf's and gRPC Swift's.
enum GeneratorConfigurations {
    static let importsByFileName: [String: [String]] = [
        "openapi-generator-config.yaml": ["OpenAPIRuntime", "HTTPTypes"],
        "openapi-generator-config.yml": ["OpenAPIRuntime", "HTTPTypes"],
        "swift-protobuf-config.json": ["SwiftProtobuf"],
        "grpc-swift-config.json": ["GRPC", "NIO", "NIOConcurrencyHelpers", "SwiftProtobuf"],
        "grpc-swift-proto-generator-config.json": ["GRPCCore", "GRPCProtobuf", "SwiftProtobuf"],
    ]

    static func isConfiguration(_ name: String) -> Bool { importsByFileName[name] != nil }

    /// Sets `generatedImports` on each target whose directory holds one of `paths`
    /// (workspace-relative) under `rootPath`.
    static func apply(_ paths: [String], rootPath: String, to workspace: inout Workspace) {
        guard !paths.isEmpty else { return }
        var byDirectory: [String: [String]] = [:]
        for path in paths {
            byDirectory[RelativePath.parent(of: path) ?? "", default: []] += imports(ofConfigurationAt: rootPath + "/" + path)
        }
        for packageIndex in workspace.packages.indices {
            for targetIndex in workspace.packages[packageIndex].targets.indices {
                guard let imports = byDirectory[workspace.packages[packageIndex].targets[targetIndex].directory] else { continue }
                workspace.packages[packageIndex].targets[targetIndex].generatedImports = Array(Set(imports)).sorted()
            }
        }
    }

    /// The modules the code configured by the file at `path` (absolute) imports.
    static func imports(ofConfigurationAt path: String) -> [String] {
        let name = String(path.split(separator: "/").last ?? "")
        let fixed = importsByFileName[name] ?? []
        guard name.hasPrefix("openapi-generator-config"), let data = FileManager.default.contents(atPath: path),
              let node = try? Yams.compose(yaml: String(decoding: data, as: UTF8.self)),
              let additional = node.mapping?["additionalImports"]?.sequence else { return fixed }
        return fixed + additional.compactMap(\.string)
    }
}
