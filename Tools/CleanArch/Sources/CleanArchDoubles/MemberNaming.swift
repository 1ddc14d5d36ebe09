/// The stems the double's members are named from: `login` → `loginResult`, `onLogin`,
/// `loginCallCount`; overloads add their labels (`loadId`, `loadIds`), then their types.
enum MemberNaming {
    /// One stem per member, in order.
    static func stems(for members: [MemberShape]) -> [String] {
        let bases = members.map(baseName)
        var stems = bases
        for name in Set(bases) {
            let indices = bases.indices.filter { bases[$0] == name }
            guard indices.count > 1 else { continue }
            var candidates = indices.map { name + labelSuffix(members[$0]) }
            if Set(candidates).count < candidates.count {
                candidates = zip(indices, candidates).map { $1 + typeSuffix(members[$0]) }
            }
            var seen: [String: Int] = [:]
            for (index, candidate) in zip(indices, candidates) {
                let count = seen[candidate, default: 0]
                seen[candidate] = count + 1
                stems[index] = count == 0 ? candidate : "\(candidate)\(count + 1)"
            }
        }
        return stems
    }

    private static func baseName(_ member: MemberShape) -> String {
        switch member {
        case .method(let method): method.name.withoutBackticks
        case .property(let property): property.name.withoutBackticks
        case .initializer: "init" + labelSuffix(member)
        }
    }

    private static func parameters(_ member: MemberShape) -> [ParameterShape] {
        switch member {
        case .method(let method): method.parameters
        case .initializer(let initializer): initializer.parameters
        case .property: []
        }
    }

    private static func labelSuffix(_ member: MemberShape) -> String {
        parameters(member).compactMap(\.label).map { $0.withoutBackticks.capitalizedFirst }.joined()
    }

    private static func typeSuffix(_ member: MemberShape) -> String {
        parameters(member).map { parameter in
            parameter.baseType.split { !($0.isLetter || $0.isNumber) }.map { String($0).capitalizedFirst }.joined()
        }.joined()
    }
}

extension String {
    /// The identifier without the backticks that escape a keyword.
    var withoutBackticks: String {
        filter { $0 != "`" }
    }
}
