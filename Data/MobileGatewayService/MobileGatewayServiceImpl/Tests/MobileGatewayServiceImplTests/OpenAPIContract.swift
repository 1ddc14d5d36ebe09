import Foundation
import PayRedGateway
import Yams

/// The gateway's OpenAPI document, read as the app's side of the wire sees it: which operation a
/// request is, whether a JSON value fits a schema, and the smallest and fullest answers a schema allows.
///
/// `@unchecked Sendable`: its one stored property is set once in `init` and only read after; the
/// tree holds Swift values and `NSNull`, which nothing mutates.
struct OpenAPIContract: @unchecked Sendable {
    private let document: [String: Any]

    /// The document the gateway ships (`openapi.yaml`).
    init() throws {
        guard let document = try Yams.load(yaml: OpenAPIDocument.yaml()) as? [String: Any] else {
            throw CocoaError(.fileReadCorruptFile)
        }
        self.document = document
    }

    /// The operation for `method` on a concrete `path` (`/v1/cards/c-1/freeze` matches `/v1/cards/{id}/freeze`).
    func operation(method: String, path: String) -> [String: Any]? {
        let segments = path.split(separator: "/")
        for (template, item) in document["paths"] as? [String: Any] ?? [:] {
            let parts = template.split(separator: "/")
            guard parts.count == segments.count,
                  zip(parts, segments).allSatisfy({ $0.hasPrefix("{") || $0 == $1 }) else { continue }
            return (item as? [String: Any])?[method.lowercased()] as? [String: Any]
        }
        return nil
    }

    /// The JSON schema of the operation's request body.
    func requestSchema(of operation: [String: Any]) -> Any? {
        let body = resolve(operation["requestBody"]) as? [String: Any]
        return jsonSchema(in: body)
    }

    /// The JSON schema of the operation's success answer, and its status.
    func successSchema(of operation: [String: Any]) -> (status: Int, schema: Any?)? {
        let responses = operation["responses"] as? [String: Any] ?? [:]
        guard let status = responses.keys.compactMap({ Int($0) }).filter({ (200..<300).contains($0) }).min() else { return nil }
        let response = resolve(responses[String(status)]) as? [String: Any]
        return (status, jsonSchema(in: response))
    }

    /// Where `value` departs from `schema`; empty when it fits. Object keys the schema does not
    /// name are departures: the app must send nothing the contract does not know.
    func problems(_ value: Any, against schema: Any?, at path: String = "$") -> [String] {
        guard let schema = resolve(schema) as? [String: Any] else { return [] }
        var problems = (schema["allOf"] as? [Any] ?? []).flatMap { self.problems(value, against: $0, at: path) }
        if value is NSNull {
            return schema["nullable"] as? Bool == true || schema["type"] == nil ? problems : problems + ["\(path): null where \(schema["type"] ?? "") is due"]
        }
        switch schema["type"] as? String {
        case "object":
            guard let object = value as? [String: Any] else { return problems + ["\(path): not an object"] }
            let properties = schema["properties"] as? [String: Any] ?? [:]
            for key in schema["required"] as? [String] ?? [] where object[key] == nil {
                problems.append("\(path).\(key): required, missing")
            }
            if let alternatives = schema["oneOf"] as? [[String: Any]] {
                let fitting = alternatives.filter { ($0["required"] as? [String] ?? []).allSatisfy { object[$0] != nil } }
                if fitting.count != 1 { problems.append("\(path): fits \(fitting.count) of its oneOf alternatives, not exactly one") }
            }
            for (key, member) in object {
                guard let property = properties[key] else {
                    problems.append("\(path).\(key): not in the contract")
                    continue
                }
                problems += self.problems(member, against: property, at: "\(path).\(key)")
            }
        case "array":
            guard let array = value as? [Any] else { return problems + ["\(path): not an array"] }
            for (index, item) in array.enumerated() {
                problems += self.problems(item, against: schema["items"], at: "\(path)[\(index)]")
            }
        case "string":
            guard let text = value as? String else { return problems + ["\(path): not a string"] }
            if let pattern = schema["pattern"] as? String, text.range(of: pattern, options: .regularExpression) == nil {
                problems.append("\(path): \"\(text)\" does not match \(pattern)")
            }
            if let allowed = schema["enum"] as? [String], !allowed.contains(text) {
                problems.append("\(path): \"\(text)\" is none of \(allowed)")
            }
        case "integer":
            if !(value is Int || value is Int64) || value is Bool { problems.append("\(path): not an integer") }
        case "boolean":
            if !(value is Bool) { problems.append("\(path): not a boolean") }
        default:
            break
        }
        return problems
    }

    /// A value that fits `schema`: with every optional property (`full`), or with only the
    /// required ones and `null` where the schema allows it.
    func instance(of schema: Any?, full: Bool) -> Any {
        guard let schema = resolve(schema) as? [String: Any] else { return [String: Any]() }
        if let parts = schema["allOf"] as? [Any], let first = parts.first {
            return instance(of: first, full: full)
        }
        if let example = schema["example"], schema["type"] as? String != "object" {
            return example
        }
        switch schema["type"] as? String {
        case "object":
            if let example = schema["example"] as? [String: Any] { return example }
            let properties = schema["properties"] as? [String: Any] ?? [:]
            let required = Set(schema["required"] as? [String] ?? [])
            var object = [String: Any]()
            for (key, property) in properties where full || required.contains(key) {
                let nullable = (resolve(property) as? [String: Any])?["nullable"] as? Bool == true
                object[key] = !full && nullable ? NSNull() : instance(of: property, full: full)
            }
            return object
        case "array":
            return [instance(of: schema["items"], full: full)]
        case "integer":
            return schema["minimum"] as? Int ?? 1
        case "boolean":
            return false
        default:
            if let allowed = schema["enum"] as? [String], let first = allowed.first { return first }
            switch schema["format"] as? String {
            case "date-time": return "2026-11-28T10:00:00Z"
            case "email": return "ada@payred.app"
            case "uri-reference": return "/v1/images/ada.png"
            default: return "text"
            }
        }
    }

    /// `data` as JSON of Swift's own types (`Bool`, `Int`, `Double`, `String`, arrays,
    /// dictionaries, `NSNull`), so a boolean is never taken for a number.
    static func json(_ data: Data) throws -> Any {
        try JSONDecoder().decode(JSONTree.self, from: data).value
    }

    /// `value`, or the component a `$ref` in it names.
    private func resolve(_ value: Any?) -> Any? {
        guard let reference = (value as? [String: Any])?["$ref"] as? String else { return value }
        let path = reference.dropFirst(2).split(separator: "/").map(String.init)
        return resolve(path.reduce(document as Any?) { ($0 as? [String: Any])?[$1] })
    }

    /// The `application/json` schema of a request body or response.
    private func jsonSchema(in body: [String: Any]?) -> Any? {
        ((body?["content"] as? [String: Any])?["application/json"] as? [String: Any])?["schema"]
    }
}

/// A JSON value decoded into Swift's own types.
private struct JSONTree: Decodable {
    let value: Any

    init(from decoder: any Decoder) throws {
        if let container = try? decoder.container(keyedBy: Key.self) {
            var object = [String: Any]()
            for key in container.allKeys {
                object[key.stringValue] = try container.decode(JSONTree.self, forKey: key).value
            }
            value = object
        } else if var container = try? decoder.unkeyedContainer() {
            var array = [Any]()
            while !container.isAtEnd {
                array.append(try container.decode(JSONTree.self).value)
            }
            value = array
        } else {
            let single = try decoder.singleValueContainer()
            if single.decodeNil() {
                value = NSNull()
            } else if let bool = try? single.decode(Bool.self) {
                value = bool
            } else if let int = try? single.decode(Int.self) {
                value = int
            } else if let double = try? single.decode(Double.self) {
                value = double
            } else {
                value = try single.decode(String.self)
            }
        }
    }

    private struct Key: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }
}
