import Foundation

/// Reads every String Catalog of a workspace (`Sources/{Target}/Resources/Localizable.xcstrings`),
/// plans the type-safe symbols each needs (`Strings.swift` beside the catalog's folder) and checks
/// the catalogs: keys named `{Feature}.{Context}.{name}`, every declared language translated
/// (no `needs_review`), each plural form of the language's CLDR categories, the same
/// placeholders in every language, and every key used by its target's code.
public struct StringsPlanner {
    private let root: URL
    private let fileManager = FileManager.default

    public init(root: URL) {
        self.root = root
    }

    public func plan() throws -> StringsPlan {
        let catalogs = try findCatalogs().map { try CatalogFile(path: $0, root: root) }
        let languages = Set(catalogs.flatMap { catalog in [catalog.sourceLanguage] + catalog.strings.values.flatMap(\.keys) }).sorted()
        var changes: [StringsPlan.Change] = []
        var problems: [String] = []
        for catalog in catalogs {
            let target = String(catalog.path.dropLast("/Resources/Localizable.xcstrings".count))
            let generated = StringsSymbols(catalog: catalog).source
            let path = "\(target)/Strings.swift"
            if (try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)) != generated {
                changes.append(.init(path: path, contents: generated))
            }
            let code = try sources(in: target, excluding: path)
            problems += CatalogRules(catalog: catalog, feature: Self.feature(of: target), languages: languages, code: code).problems
        }
        return StringsPlan(catalogs: catalogs.map(\.path), languages: languages, changes: changes, problems: problems)
    }

    /// The feature a target's keys start with: `RequestMoney` for `Features/RequestMoney/…`, the
    /// package folder's name elsewhere (`TerminalUI` for `Core/TerminalUI/…`).
    static func feature(of target: String) -> String {
        let parts = target.split(separator: "/")
        if let index = parts.firstIndex(of: "Features"), index + 1 < parts.count { return String(parts[index + 1]) }
        return parts.count > 1 ? String(parts[1]) : String(parts.first ?? "")
    }

    /// The workspace-relative paths of the catalogs, outside build folders, hidden folders and tests.
    private func findCatalogs() throws -> [String] {
        guard let walker = fileManager.enumerator(at: root, includingPropertiesForKeys: [.isDirectoryKey]) else { return [] }
        var found: [String] = []
        for case let url as URL in walker {
            let name = url.lastPathComponent
            if name.hasPrefix(".") || name == "Tests" || name == "Fixtures" {
                walker.skipDescendants()
            } else if name == "Localizable.xcstrings", url.deletingLastPathComponent().lastPathComponent == "Resources" {
                found.append(relative(url))
            }
        }
        return found.sorted()
    }

    /// The Swift code of the target folder `target`, but the file `excluded`.
    private func sources(in target: String, excluding excluded: String) throws -> String {
        guard let walker = fileManager.enumerator(at: root.appendingPathComponent(target), includingPropertiesForKeys: nil) else { return "" }
        var code = ""
        for case let url as URL in walker where url.pathExtension == "swift" && relative(url) != excluded {
            code += (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        }
        return code
    }

    private func relative(_ url: URL) -> String {
        String(url.standardizedFileURL.path.dropFirst(root.standardizedFileURL.path.count + 1))
    }
}
