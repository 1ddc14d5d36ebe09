import Foundation

/// The gateway's HTTP contract: the OpenAPI 3.0.3 document shipped as the `openapi.yaml` resource, from which `Generated/` is made (ADR 0028).
public enum OpenAPIDocument {
    /// The document's YAML text.
    /// - Throws: `CocoaError(.fileNoSuchFile)` when the resource is missing from the bundle.
    public static func yaml() throws -> String {
        guard let url = Bundle.module.url(forResource: "openapi", withExtension: "yaml") else {
            throw CocoaError(.fileNoSuchFile)
        }
        return try String(contentsOf: url, encoding: .utf8)
    }
}
