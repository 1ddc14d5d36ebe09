import GatewayContract
import GatewayCore
import Logging
@testable import PayRedGateway
import XCTest
import Yams

/// `openapi.yaml` against the routes the gateway registers (in demo mode, so the dev mailbox counts).
final class OpenAPIContractTests: XCTestCase {
    private typealias Operation = (path: String, method: String, operation: [String: Any])
    private static let httpMethods = ["get", "put", "post", "delete", "patch", "head", "options", "trace"]

    func testTheDocumentIsOpenAPI303WithInfoPathsComponentsAndBearerAuth() throws {
        let document = try Self.document()
        XCTAssertEqual(document["openapi"] as? String, "3.0.3")
        let info = try XCTUnwrap(document["info"] as? [String: Any])
        XCTAssertNotNil(info["title"] as? String)
        XCTAssertNotNil(info["version"] as? String)
        XCTAssertFalse(try XCTUnwrap(document["paths"] as? [String: Any]).isEmpty)
        let components = try XCTUnwrap(document["components"] as? [String: Any])
        let schemes = try XCTUnwrap(components["securitySchemes"] as? [String: Any])
        let bearer = try XCTUnwrap(schemes["bearerAuth"] as? [String: Any])
        XCTAssertEqual(bearer["type"] as? String, "http")
        XCTAssertEqual(bearer["scheme"] as? String, "bearer")
        let schemas = try XCTUnwrap(components["schemas"] as? [String: Any])
        for name in ["ErrorEnvelope", "Money", "Session"] {
            XCTAssertNotNil(schemas[name], name)
        }
    }

    func testEveryRegisteredRouteIsDocumentedWithTheSameAuthentication() throws {
        let undocumented = try Self.registeredRoutes().subtracting(Self.documentedRoutes())
        XCTAssertEqual(undocumented, [], "registered but not documented (or documented with other security)")
    }

    func testEveryDocumentedRouteIsRegisteredWithTheSameAuthentication() throws {
        let unserved = try Self.documentedRoutes().subtracting(Self.registeredRoutes())
        XCTAssertEqual(unserved, [], "documented but not registered (or registered with other authentication)")
    }

    func testEveryOperationDocumentsItsResponsesAndPathParameters() throws {
        let document = try Self.document()
        for (path, method, operation) in try Self.operations(of: document) {
            let name = "\(method.uppercased()) \(path)"
            let responses = try XCTUnwrap(operation["responses"] as? [String: Any], "\(name): responses, with quoted status codes")
            XCTAssertTrue(responses.keys.contains { $0.hasPrefix("2") || $0 == "101" }, "\(name): a success response (101 for a WebSocket)")
            if Self.isSecured(operation, in: document) {
                XCTAssertNotNil(responses["401"], "\(name): 401 for a missing or bad token")
            }
            let declared = try Self.parameters(of: operation, in: document)
                .filter { $0["in"] as? String == "path" }
                .compactMap { $0["name"] as? String }
            XCTAssertEqual(Set(declared), Self.pathParameters(in: path), "\(name): path parameters")
        }
    }

    func testEveryOperationWithABodyDocuments415AndSignInDocumentsItsLimits() throws {
        let document = try Self.document()
        for (path, method, operation) in try Self.operations(of: document) {
            let responses = operation["responses"] as? [String: Any] ?? [:]
            if operation["requestBody"] != nil {
                XCTAssertNotNil(responses["415"], "\(method.uppercased()) \(path): 415 for a body that is not JSON")
            }
        }
        let limited = try Self.operations(of: document).filter { ["/v1/auth/login", "/v1/auth/verify", "/v1/auth/unlock"].contains($0.path) }
        XCTAssertEqual(limited.count, 3)
        for (path, _, operation) in limited {
            XCTAssertNotNil((operation["responses"] as? [String: Any])?["429"], "\(path): 429 with Retry-After")
        }
    }

    func testEveryReferenceResolves() throws {
        let document = try Self.document()
        for reference in Self.references(in: document) {
            XCTAssertNotNil(Self.resolve(reference, in: document), reference)
        }
    }

    // MARK: - The document

    private static func document() throws -> [String: Any] {
        try XCTUnwrap(Yams.load(yaml: OpenAPIDocument.yaml()) as? [String: Any], "a YAML mapping")
    }

    /// Every (path, method, operation) in `paths`.
    private static func operations(of document: [String: Any]) throws -> [Operation] {
        let paths = try XCTUnwrap(document["paths"] as? [String: Any])
        return try paths.flatMap { path, item in
            let item = try XCTUnwrap(item as? [String: Any], path)
            return item.compactMap { key, value -> Operation? in
                guard httpMethods.contains(key), let operation = value as? [String: Any] else { return nil }
                return (path, key, operation)
            }
        }
    }

    /// `METHOD /path auth|public` for every documented operation.
    private static func documentedRoutes() throws -> Set<String> {
        let document = try document()
        return Set(try operations(of: document).map { path, method, operation in
            routeKey(method.uppercased(), path, authenticated: isSecured(operation, in: document))
        })
    }

    /// Whether the operation's `security` (or else the document's) requires a scheme.
    private static func isSecured(_ operation: [String: Any], in document: [String: Any]) -> Bool {
        let requirements = (operation["security"] ?? document["security"]) as? [[String: Any]] ?? []
        return requirements.contains { !$0.isEmpty }
    }

    private static func parameters(of operation: [String: Any], in document: [String: Any]) throws -> [[String: Any]] {
        try (operation["parameters"] as? [[String: Any]] ?? []).map { parameter in
            guard let reference = parameter["$ref"] as? String else { return parameter }
            return try XCTUnwrap(resolve(reference, in: document) as? [String: Any], reference)
        }
    }

    private static func pathParameters(in path: String) -> Set<String> {
        Set(path.split(separator: "/").filter { $0.hasPrefix("{") && $0.hasSuffix("}") }.map { String($0.dropFirst().dropLast()) })
    }

    /// Every `$ref` value anywhere in `node`.
    private static func references(in node: Any) -> [String] {
        if let mapping = node as? [String: Any] {
            return mapping.flatMap { key, value in key == "$ref" ? [value as? String ?? "<not a string>"] : references(in: value) }
        }
        if let sequence = node as? [Any] {
            return sequence.flatMap(references(in:))
        }
        return []
    }

    /// The node a local reference such as `#/components/schemas/Money` points at.
    private static func resolve(_ reference: String, in document: [String: Any]) -> Any? {
        guard reference.hasPrefix("#/") else { return nil }
        return reference.dropFirst(2).split(separator: "/").reduce(document as Any?) { node, key in
            (node as? [String: Any])?[String(key)]
        }
    }

    // MARK: - The gateway

    /// `METHOD /path auth|public` for every route the demo gateway registers.
    private static func registeredRoutes() throws -> Set<String> {
        let environment = GatewayEnvironment(
            database: try GatewayDatabase(path: nil),
            isDemo: true,
            logger: Logger(label: "payred.gateway.openapi-test") { _ in SwiftLogNoOpLogHandler() }
        )
        return Set(PayRedGateway.buildRoutes(environment: environment).descriptions.map { route in
            routeKey(route.method.rawValue, route.path, authenticated: route.requiresAuthentication)
        })
    }

    private static func routeKey(_ method: String, _ path: String, authenticated: Bool) -> String {
        "\(method) \(path) \(authenticated ? "auth" : "public")"
    }
}
