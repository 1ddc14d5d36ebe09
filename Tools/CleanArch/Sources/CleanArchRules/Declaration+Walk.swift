import CleanArchModel

extension Declaration {
    /// Kinds that declare a named type.
    static let typeKinds: Set<Kind> = [.protocol, .class, .struct, .enum, .actor]

    /// This declaration and every nested member, each with its qualified name
    /// (`Outer.Inner`; members of `extension A.B` are `A.B.member`).
    func flattened(prefix: String? = nil) -> [(qualifiedName: String, declaration: Declaration)] {
        let qualified = prefix.map { "\($0).\(name)" } ?? name
        let selfEntry = kind == .extension ? [] : [(qualified, self)]
        return selfEntry + members.flatMap { $0.flattened(prefix: qualified) }
    }

    /// The inherited types without attributes or module qualifiers
    /// (`@retroactive Swift.Codable` → `Codable`).
    var inheritedTypeNames: [String] {
        inheritedTypes.map { written in
            let type = written.split(separator: " ").last.map(String.init) ?? written
            return type.split(separator: ".").last.map(String.init) ?? type
        }
    }
}

extension SourceFile {
    /// Every declaration in the file with its qualified name, extensions included as themselves.
    var allDeclarations: [(qualifiedName: String, declaration: Declaration)] {
        declarations.flatMap { top in
            top.kind == .extension ? [(top.name, top)] + top.flattened() : top.flattened()
        }
    }
}
