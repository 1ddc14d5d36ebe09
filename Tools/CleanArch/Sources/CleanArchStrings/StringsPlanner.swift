import CleanArchModel
import Foundation

/// Reads every String Catalog of a workspace (`Sources/{Target}/Resources/Localizable.xcstrings`),
/// plans the type-safe symbols each needs (`Strings.swift` beside the catalog's folder) and checks
/// the catalogs: keys named `{Feature}.{Context}.{name}`, every declared language translated
/// (no `needs_review`), each plural form of the language's CLDR categories, the same
/// placeholders in every language, and every key used by its target's code; and finds text for
/// people written as literals in the code that shows text (`LiteralScanner`).
public struct StringsPlanner {
    private let root: URL
    /// The paths whose literals are not checked (`strings-literal`'s `exclude` in .cleanarch.yml).
    private let literalExclusions: [GlobPattern]
    private let fileManager = FileManager.default

    public init(root: URL, literalExclusions: [String] = []) {
        self.root = root
        self.literalExclusions = literalExclusions.map(GlobPattern.init)
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
        problems += try literalProblems(catalogTargets: Set(catalogs.map { String($0.path.dropLast("/Resources/Localizable.xcstrings".count)) }))
        return StringsPlan(catalogs: catalogs.map(\.path), languages: languages, changes: changes, problems: problems)
    }

    /// The literals that are text for people, in every target that has a catalog or whose code
    /// imports a UI framework.
    private func literalProblems(catalogTargets: Set<String>) throws -> [String] {
        var problems: [String] = []
        for (target, files) in try codeByTarget() {
            let shows = files.contains { file in
                LiteralScanner.uiModules.contains { file.code.contains("import \($0)") } && LiteralScanner.showsText(file.code)
            }
            guard catalogTargets.contains(target) || shows else { continue }
            for file in files where file.path != "\(target)/Strings.swift" && !literalExclusions.contains(where: { $0.matches(file.path) }) {
                for finding in LiteralScanner.findings(in: file.code) {
                    problems.append("""
                        \(file.path):\(finding.line):\(finding.column): \(StringsRules.literal.id): \(Self.quoted(finding.text)) is text for people \
                        outside a String Catalog; add it to \(target)/Resources/Localizable.xcstrings and use its symbol
                        """)
                }
            }
        }
        return problems
    }

    /// Every Swift file outside build folders, hidden folders, tests and fixtures, by its target
    /// folder: `…/Sources/{Target}`, or the file's own folder for a target with a path of its own.
    private func codeByTarget() throws -> [(target: String, files: [(path: String, code: String)])] {
        guard let walker = fileManager.enumerator(at: root, includingPropertiesForKeys: nil) else { return [] }
        var files: [String: [(path: String, code: String)]] = [:]
        for case let url as URL in walker {
            let name = url.lastPathComponent
            if name.hasPrefix(".") || name == "Tests" || name == "Fixtures" {
                walker.skipDescendants()
            } else if url.pathExtension == "swift", name != "Package.swift", let code = try? String(contentsOf: url, encoding: .utf8) {
                let path = relative(url)
                files[Self.target(of: path), default: []].append((path, code))
            }
        }
        return files.keys.sorted().map { ($0, files[$0, default: []].sorted { $0.path < $1.path }) }
    }

    /// `text` quoted with its line breaks escaped, cut after 60 characters.
    static func quoted(_ text: String) -> String {
        let escaped = String(reflecting: text)
        return escaped.count > 62 ? escaped.prefix(60) + "…\"" : escaped
    }

    /// The target folder of the file `path`: up to `Sources/{Target}`, else the file's folder.
    static func target(of path: String) -> String {
        let parts = path.split(separator: "/")
        if let sources = parts.lastIndex(of: "Sources"), sources + 2 < parts.count {
            return parts[...(sources + 1)].joined(separator: "/")
        }
        return parts.dropLast().joined(separator: "/")
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
