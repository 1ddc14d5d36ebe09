import SwiftParser
import SwiftSyntax

/// Edits the composition root's registrar through its syntax tree: adds imports in sorted order
/// and registrations at the end of their numbered section of `registerAllServices()`, each only if
/// missing, keeping the file's indentation and comments.
struct RegistrarEditor {
    private(set) var source: String

    init(source: String) {
        self.source = source
    }

    /// Adds `registration` unless the function already mentions its implementation type.
    mutating func add(_ registration: Registration) throws {
        let tree = Parser.parse(source: source)
        let body = try Self.registrations(in: tree)
        let mentioned = body.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .identifier(registration.implementation) }
        if !mentioned {
            let statements = try inserting(registration, into: body.statements)
            source = NodeReplacer(id: body.statements.id, replacement: Syntax(statements)).rewrite(tree).description
        }
        for module in registration.imports {
            addImport(module)
        }
    }

    /// Adds `.implements(Protocol.self)` after the last `.implements` of the registration of
    /// `conformance.implementation`, unless the function already names the protocol.
    mutating func add(_ conformance: RegisteredConformance) throws {
        let body = try Self.registrations(in: Parser.parse(source: source))
        if !body.tokens(viewMode: .sourceAccurate).contains(where: { $0.tokenKind == .identifier(conformance.protocolName) }) {
            guard let statement = body.statements.first(where: { item in
                item.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .identifier(conformance.implementation) }
            }) else {
                throw ScaffoldError.workspace("the registrar does not register `\(conformance.implementation)`")
            }
            let bytes = Array(source.utf8)
            let (start, end) = (statement.position.utf8Offset, statement.endPosition.utf8Offset)
            let text = String(decoding: bytes[start..<end], as: UTF8.self)
            guard let last = text.ranges(of: /\n[ \t]*\.implements\([^\n]*/).last else {
                throw ScaffoldError.workspace("the registration of `\(conformance.implementation)` has no `.implements` to add to")
            }
            let indentation = text[last].prefix { $0 == "\n" || $0 == " " || $0 == "\t" }
            let edited = String(text[..<last.upperBound]) + indentation + ".implements(\(conformance.protocolName).self)" + text[last.upperBound...]
            source = String(decoding: bytes[..<start], as: UTF8.self) + edited + String(decoding: bytes[end...], as: UTF8.self)
        }
        for module in conformance.imports {
            addImport(module)
        }
    }

    /// The body of `registerAllServices()` in `tree`.
    private static func registrations(in tree: SourceFileSyntax) throws -> CodeBlockSyntax {
        guard let function = tree.tokens(viewMode: .sourceAccurate)
            .first(where: { $0.tokenKind == .identifier("registerAllServices") })?
            .parent?.as(FunctionDeclSyntax.self),
            let body = function.body else {
            throw ScaffoldError.workspace("the registrar has no `registerAllServices()` body")
        }
        return body
    }

    /// `statements` with the registration after the last statement of its section (or of the
    /// closest earlier section).
    private func inserting(_ registration: Registration, into statements: CodeBlockItemListSyntax) throws -> CodeBlockItemListSyntax {
        var items = Array(statements)
        var section = 0
        let sections = items.map { item in
            section = TriviaStyle.lineComment(in: item.leadingTrivia).flatMap(Self.sectionNumber) ?? section
            return section
        }
        let indent = items.first.map { TriviaStyle.indentation(of: $0.leadingTrivia) } ?? 8
        let text = TriviaStyle.indentingContinuationLines(registration.lines.joined(separator: "\n    "), by: indent)
        guard var item = Parser.parse(source: text).statements.first else {
            throw ScaffoldError.workspace("could not build the registration for \(registration.implementation)")
        }
        item.leadingTrivia = TriviaStyle.line(indent: indent, blankLines: items.isEmpty ? 0 : 1)
        item.trailingTrivia = []
        let position = sections.lastIndex { $0 <= registration.section.rawValue }.map { $0 + 1 } ?? 0
        if position == 0, !items.isEmpty {
            item.leadingTrivia = items[0].leadingTrivia
            items[0].leadingTrivia = TriviaStyle.line(indent: indent, blankLines: 1)
        }
        items.insert(item, at: position)
        return CodeBlockItemListSyntax(items)
    }

    /// Adds `import module` before the first import that sorts after it.
    private mutating func addImport(_ module: String) {
        let tree = Parser.parse(source: source)
        var items = Array(tree.statements)
        let imports = items.indices.filter { items[$0].item.is(ImportDeclSyntax.self) }
        let names = imports.map { items[$0].item.cast(ImportDeclSyntax.self).path.trimmedDescription }
        guard !names.contains(module) else { return }
        var item = Parser.parse(source: "import \(module)").statements.first!
        item.leadingTrivia = .newline
        if let next = imports.first(where: { items[$0].item.cast(ImportDeclSyntax.self).path.trimmedDescription > module }) {
            if next == items.startIndex {
                item.leadingTrivia = items[next].leadingTrivia
                items[next].leadingTrivia = .newline
            }
            items.insert(item, at: next)
        } else {
            items.insert(item, at: imports.last.map { $0 + 1 } ?? 0)
        }
        source = tree.with(\.statements, CodeBlockItemListSyntax(items)).description
    }

    /// `3` for a `// 3. Use cases` comment.
    private static func sectionNumber(_ comment: String) -> Int? {
        let digits = comment.prefix { $0.isNumber }
        return comment.dropFirst(digits.count).first == "." ? Int(digits) : nil
    }
}
