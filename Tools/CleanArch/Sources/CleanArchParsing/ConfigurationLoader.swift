import CleanArchModel
import Foundation
import Yams

/// Reads `.cleanarch.yml`. Lists replace the defaults; unknown keys and wrong types are errors.
public enum ConfigurationLoader {
    /// `.cleanarch.yml`, read at the workspace root.
    public static let fileName = ".cleanarch.yml"

    /// The configuration in `directory`'s `.cleanarch.yml`, or the defaults when there is none.
    public static func load(inDirectory directory: URL) throws(ConfigurationError) -> Configuration {
        let url = directory.appendingPathComponent(fileName)
        guard FileManager.default.fileExists(atPath: url.path) else { return Configuration() }
        return try load(from: url)
    }

    /// The configuration in the file at `url`, which must exist.
    public static func load(from url: URL) throws(ConfigurationError) -> Configuration {
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw ConfigurationError(keyPath: "", message: "cannot read the file", file: url.path)
        }
        guard let yaml = String(data: data, encoding: .utf8) else {
            throw ConfigurationError(keyPath: "", message: "not UTF-8 text", file: url.path)
        }
        do {
            return try parse(yaml: yaml)
        } catch {
            var located = error
            located.file = url.path
            throw located
        }
    }

    /// The configuration `yaml` describes; an empty document means the defaults.
    public static func parse(yaml: String) throws(ConfigurationError) -> Configuration {
        let root: Node?
        do {
            root = try Yams.compose(yaml: yaml)
        } catch {
            throw ConfigurationError(keyPath: "", message: "invalid YAML: \(error)")
        }
        var configuration = Configuration()
        guard let root, !isNull(root) else { return configuration }
        for (key, value) in try mapping(root, at: "") {
            switch key {
            case "exclude": configuration.exclude = try strings(value, at: key)
            case "rules": configuration.rules = try rules(value, at: key)
            case "roles": configuration.roles = try roles(value, at: key)
            case "forbidden_in_use_cases": configuration.forbiddenInUseCases = try strings(value, at: key)
            case "allowed_platform_packages": configuration.allowedPlatformPackages = try strings(value, at: key)
            case "allowed_platform_modules": configuration.allowedPlatformModules = try strings(value, at: key)
            case "di_libraries": configuration.diLibraries = try strings(value, at: key)
            case "double_superclasses": configuration.doubleSuperclasses = try superclasses(value, at: key)
            case "system_modules": configuration.systemModules = try strings(value, at: key)
            case "conditions": configuration.conditions = try strings(value, at: key)
            case "strict_doubles": configuration.strictDoubles = try choice(value, at: key, from: ["true", "false"]) == "true"
            default: throw unknownKey(key, in: "", node: value, expected: [
                "exclude", "rules", "roles", "forbidden_in_use_cases", "allowed_platform_packages",
                "allowed_platform_modules", "di_libraries", "double_superclasses", "system_modules", "conditions",
                "strict_doubles",
            ])
            }
        }
        return configuration
    }

    private static func rules(_ node: Node, at path: String) throws(ConfigurationError) -> [String: Configuration.RuleSettings] {
        var rules: [String: Configuration.RuleSettings] = [:]
        for (rule, settingsNode) in try mapping(node, at: path) {
            let rulePath = "\(path).\(rule)"
            var settings = Configuration.RuleSettings()
            for (key, value) in try mapping(settingsNode, at: rulePath) {
                switch key {
                case "severity": settings.severity = try choice(value, at: "\(rulePath).\(key)", from: ["error", "warning", "off"])
                case "exclude": settings.exclude = try strings(value, at: "\(rulePath).\(key)")
                default: throw unknownKey(key, in: rulePath, node: value, expected: ["severity", "exclude"])
                }
            }
            rules[rule] = settings
        }
        return rules
    }

    /// `Protocol: Module.Class` pairs.
    private static func superclasses(_ node: Node, at path: String) throws(ConfigurationError) -> [String: String] {
        var superclasses: [String: String] = [:]
        for (protocolName, value) in try mapping(node, at: path) {
            let qualified = value.scalar?.string ?? ""
            let parts = qualified.split(separator: ".")
            guard parts.count == 2, !isNull(value) else {
                throw ConfigurationError(keyPath: join(path, protocolName), message: "expected `Module.Class`", line: line(of: value))
            }
            superclasses[protocolName] = qualified
        }
        return superclasses
    }

    private static func roles(_ node: Node, at path: String) throws(ConfigurationError) -> [String: Role] {
        var roles: [String: Role] = [:]
        for (package, roleNode) in try mapping(node, at: path) {
            let rolePath = "\(path).\(package)"
            var kind: Role.Kind?
            var layer: Role.Layer?
            for (key, value) in try mapping(roleNode, at: rolePath) {
                switch key {
                case "kind": kind = try Role.Kind(rawValue: choice(value, at: "\(rolePath).kind", from: Role.Kind.allCases.map(\.rawValue)))
                case "layer": layer = try Role.Layer(rawValue: choice(value, at: "\(rolePath).layer", from: Role.Layer.allCases.map(\.rawValue)))
                default: throw unknownKey(key, in: rolePath, node: value, expected: ["kind", "layer"])
                }
            }
            guard let layer else {
                throw ConfigurationError(keyPath: rolePath, message: "missing `layer`", line: line(of: roleNode))
            }
            roles[package] = Role(kind: kind, layer: layer)
        }
        return roles
    }

    // MARK: Nodes

    /// The pairs of a mapping with string keys, in order (Yams rejects duplicates). Null is empty.
    private static func mapping(_ node: Node, at path: String) throws(ConfigurationError) -> [(String, Node)] {
        if isNull(node) { return [] }
        guard let mapping = node.mapping else {
            throw ConfigurationError(keyPath: path, message: "expected a mapping", line: line(of: node))
        }
        var pairs: [(String, Node)] = []
        for (keyNode, value) in mapping {
            guard let key = keyNode.scalar?.string else {
                throw ConfigurationError(keyPath: path, message: "keys must be strings", line: line(of: keyNode))
            }
            pairs.append((key, value))
        }
        return pairs
    }

    /// A list of strings; null is empty.
    private static func strings(_ node: Node, at path: String) throws(ConfigurationError) -> [String] {
        if isNull(node) { return [] }
        guard let sequence = node.sequence else {
            throw ConfigurationError(keyPath: path, message: "expected a list of strings", line: line(of: node))
        }
        var strings: [String] = []
        for (index, item) in sequence.enumerated() {
            guard let string = item.scalar?.string, !isNull(item) else {
                throw ConfigurationError(keyPath: "\(path)[\(index)]", message: "expected a string", line: line(of: item))
            }
            strings.append(string)
        }
        return strings
    }

    private static func choice(_ node: Node, at path: String, from allowed: [String]) throws(ConfigurationError) -> String {
        guard let value = node.scalar?.string, allowed.contains(value) else {
            let found = node.scalar.map { "`\($0.string)`" } ?? "a \(node.mapping == nil ? "list" : "mapping")"
            throw ConfigurationError(keyPath: path, message: "expected one of \(allowed.joined(separator: ", ")), found \(found)",
                                     line: line(of: node))
        }
        return value
    }

    private static func unknownKey(_ key: String, in path: String, node: Node, expected: [String]) -> ConfigurationError {
        ConfigurationError(keyPath: join(path, key),
                           message: "unknown key; expected one of \(expected.joined(separator: ", "))",
                           line: line(of: node))
    }

    private static func join(_ path: String, _ key: String) -> String {
        path.isEmpty ? key : "\(path).\(key)"
    }

    private static func isNull(_ node: Node) -> Bool {
        node.null != nil
    }

    private static func line(of node: Node) -> Int? {
        node.mark?.line
    }
}
