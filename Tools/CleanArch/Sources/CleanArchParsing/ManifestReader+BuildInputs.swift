import CleanArchModel
import SwiftSyntax

/// What a build takes besides the dependencies: resources, build-tool plugins, module aliases,
/// compilation conditions (`.define`, traits). Read quietly: none of it was read before, and what cannot be read here changes
/// only which files are sources and which names an import may use, never the targets.
extension ManifestReader {
    private static let resourceRules: Set<String> = ["copy", "process", "embedInCode"]

    /// Fills `resources`, `plugins`, `definedConditions` and `importAliases` from the target's call.
    func readBuildInputs(of call: ManifestCall, into target: inout ManifestTarget) {
        evaluator.muted += 1
        defer { evaluator.muted -= 1 }
        target.resources = evaluator.elements("resources", of: call).compactMap { element in
            guard case .call(let rule) = element.value, Self.resourceRules.contains(rule.name) else { return nil }
            return firstString(of: rule)
        }
        target.plugins = evaluator.elements("plugins", of: call).compactMap { element in
            switch element.value {
            case .string(let name): name
            case .call(let usage) where usage.name == "plugin": evaluator.string("name", of: usage)
            default: nil
            }
        }
        for element in evaluator.elements("swiftSettings", of: call) {
            if case .call(let setting) = element.value, setting.name == "define", let name = firstString(of: setting) {
                target.definedConditions.append(name)
            }
            if case .call(let setting) = element.value, setting.name == "swiftLanguageMode" || setting.name == "swiftLanguageVersion",
               let mode = setting.arguments.first(where: { $0.label == nil })
               .flatMap({ evaluator.evaluate($0.expression, in: setting.scope) }).flatMap(languageMode) {
                target.swiftLanguageMode = mode
            }
            guard case .call(let setting) = element.value, setting.name == "unsafeFlags",
                  let flags = setting.arguments.first(where: { $0.label == nil })
                  .flatMap({ evaluator.evaluate($0.expression, in: setting.scope) }),
                  case .array(let elements) = flags else { continue }
            let strings = elements.compactMap { element -> String? in
                if case .string(let string) = element.value { return string }
                return nil
            }
            for (flag, value) in zip(strings, strings.dropFirst()) where flag == "-module-alias" {
                let parts = value.split(separator: "=", maxSplits: 1).map(String.init)
                if parts.count == 2 { target.importAliases[parts[0]] = parts[1] }
            }
        }
    }

    /// The language mode `swiftLanguageModes:` (or `swiftLanguageVersions:`) names first, if any.
    func swiftLanguageMode(of call: ManifestCall) -> Int? {
        evaluator.muted += 1
        defer { evaluator.muted -= 1 }
        let modes = evaluator.elements("swiftLanguageModes", of: call) + evaluator.elements("swiftLanguageVersions", of: call)
        return modes.first.flatMap { languageMode($0.value) }
    }

    /// The major version of a `SwiftLanguageMode` value: `.v5`, `.v4_2`, `.version("6")`.
    private func languageMode(_ value: ManifestValue) -> Int? {
        guard case .call(let mode) = value else { return nil }
        if mode.name == "version" { return firstString(of: mode).flatMap { Int($0.prefix { $0.isNumber }) } }
        guard mode.name.hasPrefix("v") else { return nil }
        return Int(mode.name.dropFirst().prefix { $0.isNumber })
    }

    /// The traits a package enables by default: those `.default(enabledTraits:)` names and,
    /// transitively, those they enable.
    func enabledTraits(of call: ManifestCall) -> [String] {
        evaluator.muted += 1
        defer { evaluator.muted -= 1 }
        var enables: [String: [String]] = [:]
        var enabled: [String] = []
        for element in evaluator.elements("traits", of: call) {
            guard case .call(let trait) = element.value else { continue }
            if trait.name == "default" {
                enabled += evaluator.strings("enabledTraits", of: trait)
            } else if trait.name == "trait", let name = evaluator.string("name", of: trait) {
                enables[name] = evaluator.strings("enabledTraits", of: trait)
            }
        }
        var index = 0
        while index < enabled.count {
            enabled += (enables[enabled[index]] ?? []).filter { !enabled.contains($0) }
            index += 1
        }
        return enabled
    }

    /// `moduleAliases: ["Module": "Alias"]` of a `.product(…)`, string literals only.
    func moduleAliases(of call: ManifestCall) -> [String: String] {
        guard let dictionary = call.arguments.first(where: { $0.label == "moduleAliases" })?.expression
            .as(DictionaryExprSyntax.self), case .elements(let elements) = dictionary.content else { return [:] }
        evaluator.muted += 1
        defer { evaluator.muted -= 1 }
        var aliases: [String: String] = [:]
        for element in elements {
            if case .string(let module)? = evaluator.evaluate(element.key, in: call.scope),
               case .string(let alias)? = evaluator.evaluate(element.value, in: call.scope) {
                aliases[module] = alias
            }
        }
        return aliases
    }

    /// The call's first unlabelled argument as a string: `.copy("Fixtures")`.
    private func firstString(of call: ManifestCall) -> String? {
        guard let argument = call.arguments.first(where: { $0.label == nil }),
              case .string(let string)? = evaluator.evaluate(argument.expression, in: call.scope) else { return nil }
        return string
    }
}
