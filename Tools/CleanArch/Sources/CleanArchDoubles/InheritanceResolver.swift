/// Merges a protocol with the protocols it inherits into the spec of its double.
struct InheritanceResolver {
    /// Protocols that add nothing a final class must implement.
    private static let markers: Set<String> = [
        "Sendable", "AnyObject", "Copyable", "Escapable", "SendableMetatype", "class", "BitwiseCopyable",
        // A class gets `id` (its `ObjectIdentifier`) from the standard library.
        "Identifiable",
    ]
    /// Standard-library and SDK protocols whose requirements a generated class cannot meet.
    private static let unimplementable: Set<String> = [
        "Sequence", "Collection", "BidirectionalCollection", "RandomAccessCollection", "MutableCollection",
        "RangeReplaceableCollection", "IteratorProtocol", "AsyncSequence", "AsyncIteratorProtocol", "RawRepresentable",
        "CaseIterable", "OptionSet", "SetAlgebra", "Numeric", "AdditiveArithmetic", "BinaryInteger", "FixedWidthInteger",
        "FloatingPoint", "BinaryFloatingPoint", "SignedNumeric", "Strideable", "StringProtocol",
        "LosslessStringConvertible", "TextOutputStream", "TextOutputStreamable", "CodingKey", "Encoder", "Decoder",
        "Actor", "AnyActor", "DistributedActor", "GlobalActor", "Executor", "SerialExecutor", "TaskExecutor", "Clock",
        "InstantProtocol", "DurationProtocol", "ExpressibleByStringLiteral", "ExpressibleByIntegerLiteral",
        "ExpressibleByArrayLiteral", "ExpressibleByDictionaryLiteral", "ExpressibleByBooleanLiteral",
        "ExpressibleByNilLiteral", "ExpressibleByFloatLiteral", "ObservableObject", "View", "ViewModifier", "Scene",
        "App", "Shape", "NSObjectProtocol", "NSCopying", "NSCoding", "NSSecureCoding",
    ]

    /// Every protocol the generator can see, by name.
    let protocols: [String: ProtocolShape]
    /// Configured superclasses, by the protocol they satisfy: `CoordinatorType` → (`SUICoordinatorTestDoubles`, `CoordinatorSpy`).
    let superclasses: [String: (module: String, name: String)]

    /// The spec of `shape`'s double, or why none can be generated.
    func spec(for shape: ProtocolShape) -> Result<DoubleSpec, DoublesDiagnostic> {
        var spec = DoubleSpec(shape: shape, typeName: DoubleSpec.typeName(for: shape.name), members: [], associatedTypes: [],
                              imports: [], isSendable: false, globalActor: nil, superclass: nil, identity: nil)
        var imports: Set<String> = []
        var problems: [String] = []
        var visited: Set<String> = []
        merge(shape, into: &spec, imports: &imports, problems: &problems, visited: &visited)
        if spec.members.contains(where: \.isStatic), !spec.associatedTypes.isEmpty {
            problems.append("static requirements in a protocol with associated types are not supported")
        }
        if spec.superclass != nil, spec.members.contains(where: \.isInitializer) {
            problems.append("`init` requirements together with a configured superclass are not supported")
        }
        if spec.superclass != nil { spec.identity = nil }
        guard problems.isEmpty else {
            let reasons = Array(Set(problems)).sorted().joined(separator: "; ")
            return .failure(DoublesDiagnostic(file: shape.file, line: shape.line, severity: .warning,
                                              message: "no double generated for `\(shape.name)`: \(reasons)"))
        }
        spec.imports = imports.sorted()
        return .success(spec)
    }

    private func merge(_ shape: ProtocolShape, into spec: inout DoubleSpec, imports: inout Set<String>,
                       problems: inout [String], visited: inout Set<String>) {
        guard visited.insert(shape.name).inserted else { return }
        imports.insert(shape.module)
        imports.formUnion(shape.imports)
        problems += shape.unsupported
        spec.globalActor = spec.globalActor ?? shape.globalActor
        for member in shape.members where !spec.members.contains(member) {
            spec.members.append(member)
        }
        for associatedType in shape.associatedTypes where !spec.associatedTypes.contains(where: { $0.name == associatedType.name }) {
            spec.associatedTypes.append(associatedType)
        }
        for name in shape.inherited {
            inherit(name, into: &spec, imports: &imports, problems: &problems, visited: &visited)
        }
    }

    private func inherit(_ name: String, into spec: inout DoubleSpec, imports: inout Set<String>,
                         problems: inout [String], visited: inout Set<String>) {
        if Self.markers.contains(name) {
            spec.isSendable = spec.isSendable || name == "Sendable"
        } else if name == "Error" {
            spec.isSendable = true
        } else if name == "Codable" {
            spec.standard.formUnion([.encodable, .decodable])
        } else if let standard = DoubleSpec.StandardConformance(rawValue: name) {
            spec.standard.insert(standard)
            if standard == .comparable, spec.identity == nil { spec.identity = .equatable }
        } else if name == "Equatable" || name == "Hashable" {
            spec.identity = name == "Hashable" || spec.identity == .hashable ? .hashable : .equatable
        } else if let superclass = superclasses[name] {
            spec.superclass = superclass.name
            imports.insert(superclass.module)
            if let parent = protocols[name] {
                spec.globalActor = spec.globalActor ?? parent.globalActor
                spec.isSendable = spec.isSendable || parent.inherited.contains("Sendable")
            }
        } else if let parent = protocols[name] {
            merge(parent, into: &spec, imports: &imports, problems: &problems, visited: &visited)
        } else if Self.unimplementable.contains(name) {
            problems.append("it inherits `\(name)`, a standard-library or SDK protocol whose requirements the generator "
                            + "does not write; write the double by hand")
        } else {
            problems.append("it inherits `\(name)`, which is not declared in the workspace")
        }
    }
}

extension MemberShape {
    var isStatic: Bool {
        switch self {
        case .method(let method): method.isStatic
        case .property(let property): property.isStatic
        case .initializer: false
        }
    }

    var isInitializer: Bool {
        if case .initializer = self { return true }
        return false
    }
}
