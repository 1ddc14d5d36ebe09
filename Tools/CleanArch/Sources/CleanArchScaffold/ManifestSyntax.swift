import CleanArchModel
import SwiftParser
import SwiftSyntax

/// The parts of a `Package.swift` that `cleanarch manifests` rewrites, found in its syntax tree:
/// the `Package(…)` call's `dependencies:` and each target call's `dependencies:`.
struct ManifestSyntax {
    /// A `.target`, `.testTarget` or `.executableTarget` call of `targets:`.
    struct TargetCall {
        let name: String
        let call: FunctionCallExprSyntax

        var isTest: Bool {
            call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "testTarget"
        }
    }

    /// An element of a `dependencies:` array, with what it names when that can be read.
    struct Element {
        let text: String
        /// The target or product name (nil for a package entry or an expression not read).
        let name: String?
        /// A product's `package:` argument.
        let package: String?
        /// A `.package(…)` entry's identity.
        let identity: String?
        /// A `.package(…)` entry's `path:` or `url:`.
        var source: PackageDependency.Source?
    }

    let source: String
    let packageCall: FunctionCallExprSyntax?
    /// `source`'s UTF-8, for finding line starts.
    private let bytes: [UInt8]

    init(source: String) {
        self.source = source
        bytes = Array(source.utf8)
        let tree = Parser.parse(source: source)
        packageCall = tree.tokens(viewMode: .sourceAccurate).lazy
            .compactMap { token -> FunctionCallExprSyntax? in
                guard token.tokenKind == .identifier("Package"),
                      let call = token.parent?.parent?.as(FunctionCallExprSyntax.self),
                      call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.id == token.id else { return nil }
                return call
            }.first
    }

    /// The target calls of `targets:`, in order.
    var targets: [TargetCall] {
        guard let array = packageCall.flatMap({ Self.argument("targets", of: $0) })?.expression.as(ArrayExprSyntax.self) else { return [] }
        return array.elements.compactMap { element in
            guard let call = element.expression.as(FunctionCallExprSyntax.self),
                  let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                  ["target", "testTarget", "executableTarget"].contains(member.declName.baseName.text),
                  let name = Self.argument("name", of: call).flatMap({ Self.string($0.expression) }) else { return nil }
            return TargetCall(name: name, call: call)
        }
    }

    /// The elements of the package's `dependencies:`.
    var packageDependencies: [Element] {
        guard let array = packageCall.flatMap({ Self.argument("dependencies", of: $0) })?.expression.as(ArrayExprSyntax.self) else { return [] }
        return Self.elements(of: array)
    }

    /// The argument labelled `label` of `call`.
    static func argument(_ label: String, of call: FunctionCallExprSyntax) -> LabeledExprSyntax? {
        call.arguments.first { $0.label?.text == label }
    }

    /// The value of a plain string literal.
    static func string(_ expression: ExprSyntax) -> String? {
        expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue
    }

    /// The elements of `array`, read.
    static func elements(of array: ArrayExprSyntax) -> [Element] {
        array.elements.map { element in
            let expression = element.expression
            let text = expression.trimmedDescription
            if let name = string(expression) { return Element(text: text, name: name, package: nil, identity: nil) }
            guard let call = expression.as(FunctionCallExprSyntax.self),
                  let member = call.calledExpression.as(MemberAccessExprSyntax.self) else {
                return Element(text: text, name: nil, package: nil, identity: nil)
            }
            let value = { (label: String) in argument(label, of: call).flatMap { string($0.expression) } }
            switch member.declName.baseName.text {
            case "product": return Element(text: text, name: value("name"), package: value("package"), identity: nil)
            case "target", "byName": return Element(text: text, name: value("name"), package: nil, identity: nil)
            case "package":
                let source: PackageDependency.Source? = value("path").map { .path($0) } ?? value("url").map { .url($0) }
                return Element(text: text, name: nil, package: nil, identity: source?.identity, source: source)
            default: return Element(text: text, name: nil, package: nil, identity: nil)
            }
        }
    }

    /// The spaces that start the line holding `position`.
    func indentation(at position: AbsolutePosition) -> String {
        var start = min(position.utf8Offset, bytes.count)
        while start > 0, bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
        var end = start
        while end < bytes.count, bytes[end] == UInt8(ascii: " ") { end += 1 }
        return String(repeating: " ", count: end - start)
    }
}
