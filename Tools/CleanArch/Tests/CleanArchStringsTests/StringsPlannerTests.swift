import CleanArchStrings
import Foundation
import XCTest

/// Each rule of `cleanarch strings` on a workspace with one catalog, and the symbols it writes.
final class StringsPlannerTests: XCTestCase {
    private var root: URL!
    private let target = "Features/Cards/Presentation/CardsScreen/CardsScreenImpl/Sources/CardsScreenImpl"

    override func setUpWithError() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("strings-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("\(target)/Resources"), withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: root)
    }

    /// Writes the catalog with `strings` (the `strings` object's members) and the target's code.
    private func workspace(_ strings: String, code: String = "Strings.Cards.List.title; Strings.Cards.List.count(") throws {
        let catalog = #"{ "sourceLanguage" : "en", "strings" : { "# + strings + #" }, "version" : "1.0" }"#
        try Data(catalog.utf8).write(to: root.appendingPathComponent("\(target)/Resources/Localizable.xcstrings"))
        try Data(code.utf8).write(to: root.appendingPathComponent("\(target)/CardsScreenView.swift"))
    }

    private func unit(_ value: String, _ state: String = "translated") -> String {
        #"{ "stringUnit" : { "state" : "\#(state)", "value" : "\#(value)" } }"#
    }

    private func plural(one: String?, other: String) -> String {
        #"{ "variations" : { "plural" : { "# + (one.map { #""one" : \#(unit($0)), "# } ?? "") + #""other" : \#(unit(other)) } } }"#
    }

    private var good: String {
        #""Cards.List.title" : { "localizations" : { "de" : \#(unit("Karten")), "en" : \#(unit("Cards")) } }, "#
            + #""Cards.List.count" : { "localizations" : { "de" : \#(plural(one: "%lld Karte", other: "%lld Karten")), "#
            + #""en" : \#(plural(one: "%lld card", other: "%lld cards")) } }"#
    }

    func testAGoodCatalogHasNoProblemAndItsSymbolsAreWritten() throws {
        try workspace(good)
        let plan = try StringsPlanner(root: root).plan()
        XCTAssertEqual(plan.problems, [])
        XCTAssertEqual(plan.languages, ["de", "en"])
        XCTAssertEqual(plan.changes.map(\.path), ["\(target)/Strings.swift"])
        let symbols = try XCTUnwrap(plan.changes.first?.contents)
        XCTAssertTrue(symbols.contains("""
            enum Cards {
                enum List {
                    /// %lld cards
                    static func count(_ value1: Int) -> String {
                        Strings.catalog.string("Cards.List.count", .number(value1))
                    }
                    /// Cards
                    static var title: String { Strings.catalog.string("Cards.List.title") }
                }
            }
        """), symbols)

        try Data(symbols.utf8).write(to: root.appendingPathComponent("\(target)/Strings.swift"))
        XCTAssertEqual(try StringsPlanner(root: root).plan().changes, [], "up to date once written")
    }

    func testEachBrokenCatalogIsReported() throws {
        let cases: [(strings: String, problem: String)] = [
            (#""cards.title" : { "localizations" : { "de" : \#(unit("Karten")), "en" : \#(unit("Cards")) } }"#,
             "cards.title: the key does not follow `Cards.{Context}.{name}`"),
            (#""Cards.List.unused" : { "localizations" : { "de" : \#(unit("x")), "en" : \#(unit("x")) } }"#,
             "Cards.List.unused: no code uses `Strings.Cards.List.unused`"),
            (#""Cards.List.title" : { "localizations" : { "en" : \#(unit("Cards")) } }, "Cards.List.count" : { "localizations" : { "de" : \#(unit("%lld")), "en" : \#(unit("%lld")) } }"#,
             "Cards.List.title: no de translation"),
            (#""Cards.List.title" : { "localizations" : { "de" : \#(unit("Karten", "needs_review")), "en" : \#(unit("Cards")) } }"#,
             "Cards.List.title: the de translation is not reviewed (state needs_review)"),
            (#""Cards.List.count" : { "localizations" : { "de" : \#(plural(one: nil, other: "%lld Karten")), "en" : \#(plural(one: "%lld card", other: "%lld cards")) } }"#,
             "Cards.List.count: the de plural lacks the form(s) one"),
            (#""Cards.List.count" : { "localizations" : { "de" : \#(unit("%@ Karten")), "en" : \#(unit("%lld cards")) } }"#,
             #"Cards.List.count: the de text has the placeholders ["@"], the en one ["lld"]"#),
        ]
        for (strings, problem) in cases {
            try workspace(strings)
            let problems = try StringsPlanner(root: root).plan().problems
            XCTAssertTrue(problems.contains { $0.contains(problem) }, "\(problem) not in \(problems)")
        }
    }

    func testPositionalPlaceholdersMayChangeOrder() throws {
        try workspace(#""Cards.List.title" : { "localizations" : { "de" : \#(unit("%2$@ auf %1$lld")), "en" : \#(unit("%lld into %@")) } }"#,
                      code: "Strings.Cards.List.title(")
        XCTAssertEqual(try StringsPlanner(root: root).plan().problems, [])
    }

    func testALiteralOfATargetWithACatalogOrAUIImportIsReportedUnlessExcluded() throws {
        try workspace(good, code: "Strings.Cards.List.title; Strings.Cards.List.count(1); let t = Text(\"Cards\")")
        let tool = "Tools/Reporter/Sources/Reporter"
        try FileManager.default.createDirectory(at: root.appendingPathComponent(tool), withIntermediateDirectories: true)
        try Data("import Foundation\nprint(\"Wrote the report to disk\")\n".utf8).write(to: root.appendingPathComponent("\(tool)/main.swift"))
        let screen = "App/Screens"
        try FileManager.default.createDirectory(at: root.appendingPathComponent(screen), withIntermediateDirectories: true)
        try Data("import SwiftUI\nlet s = Text(\"Welcome\")\n".utf8).write(to: root.appendingPathComponent("\(screen)/Welcome.swift"))

        let problems = try StringsPlanner(root: root).plan().problems

        XCTAssertEqual(problems.count, 2, "a tool that shows no screen is not checked: \(problems)")
        XCTAssertTrue(problems.contains { $0.hasPrefix("\(target)/CardsScreenView.swift:1:") && $0.contains(#"strings-literal: "Cards""#) }, "\(problems)")
        XCTAssertTrue(problems.contains { $0.hasPrefix("App/Screens/Welcome.swift:2:") }, "a target with a path of its own: \(problems)")
        XCTAssertEqual(try StringsPlanner(root: root, literalExclusions: ["App/**", "Features/**"]).plan().problems, [])
    }
}
