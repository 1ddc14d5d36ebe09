import CleanArchModel

/// The subset of a SARIF 2.1.0 log `cleanarch` writes.
struct SARIFLog: Encodable {
    let schema = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
    let version = "2.1.0"
    var runs: [Run]

    enum CodingKeys: String, CodingKey {
        case schema = "$schema", version, runs
    }

    struct Run: Encodable {
        var tool: Tool
        var originalUriBaseIds: [String: ArtifactLocation]
        var invocations: [Invocation]
        var results: [Result]
    }

    struct Tool: Encodable {
        var driver: Driver
    }

    struct Driver: Encodable {
        var name: String
        var version: String
        var rules: [Rule]
    }

    struct Rule: Encodable {
        var id: String
        var shortDescription: Message
        var fullDescription: Message?
        var help: Message?
        var defaultConfiguration: Configuration
    }

    struct Configuration: Encodable {
        var level: Severity
    }

    struct Invocation: Encodable {
        var executionSuccessful: Bool
        var toolExecutionNotifications: [Notification]
    }

    struct Notification: Encodable {
        var level: Severity
        var message: Message
        var locations: [Location]
    }

    struct Result: Encodable {
        var ruleId: String
        var ruleIndex: Int
        var level: Severity
        var message: Message
        var locations: [Location]
        var partialFingerprints: [String: String]
    }

    struct Message: Encodable {
        var text: String
    }

    struct Location: Encodable {
        var physicalLocation: PhysicalLocation
    }

    struct PhysicalLocation: Encodable {
        var artifactLocation: ArtifactLocation
        var region: Region?
    }

    struct ArtifactLocation: Encodable {
        var uri: String
        var uriBaseId: String?
    }

    struct Region: Encodable {
        var startLine: Int
        var startColumn: Int?
    }
}
