import Foundation
import Localization
import XCTest

final class LocalizedCatalogTests: XCTestCase {
    private let catalog = LocalizedCatalog(try? JSONDecoder().decode(StringCatalog.self, from: Data(#"""
    {
      "sourceLanguage" : "en",
      "strings" : {
        "Demo.Screen.title" : {
          "localizations" : {
            "de" : { "stringUnit" : { "state" : "translated", "value" : "Geld anfordern" } },
            "en" : { "stringUnit" : { "state" : "translated", "value" : "Request money" } }
          }
        },
        "Demo.Screen.onlyEnglish" : {
          "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Only in English" } } }
        },
        "Demo.Screen.into" : {
          "localizations" : {
            "de" : { "stringUnit" : { "state" : "translated", "value" : "%2$@ auf %1$@" } },
            "en" : { "stringUnit" : { "state" : "translated", "value" : "%2$@ into %1$@ (100%%)" } }
          }
        },
        "Demo.Screen.rowsMissing" : {
          "localizations" : {
            "de" : { "variations" : { "plural" : {
              "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld Zeile fehlt" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld Zeilen fehlen" } }
            } } },
            "en" : { "variations" : { "plural" : {
              "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld row missing" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld rows missing" } }
            } } }
          }
        }
      },
      "version" : "1.0"
    }
    """#.utf8)))

    func testAKeyReadsInTheLanguageShownAndFallsBackToTheSourceLanguage() {
        XCTAssertEqual(catalog.string("Demo.Screen.title", language: .german), "Geld anfordern")
        XCTAssertEqual(catalog.string("Demo.Screen.title", language: .english), "Request money")
        XCTAssertEqual(catalog.string("Demo.Screen.onlyEnglish", language: .german), "Only in English")
        XCTAssertEqual(catalog.string("Demo.Screen.missing", language: .german), "Demo.Screen.missing")
        XCTAssertEqual(LocalizedCatalog(nil).string("Demo.Screen.title"), "Demo.Screen.title")
    }

    func testPositionalPlaceholdersAndPluralFormsFollowTheLanguage() {
        XCTAssertEqual(catalog.string("Demo.Screen.into", .text("Savings"), .text("25.00 EUR"), language: .english), "25.00 EUR into Savings (100%)")
        XCTAssertEqual(catalog.string("Demo.Screen.into", .text("Savings"), .text("25,00 EUR"), language: .german), "25,00 EUR auf Savings")
        XCTAssertEqual(catalog.string("Demo.Screen.rowsMissing", .number(1), language: .german), "1 Zeile fehlt")
        XCTAssertEqual(catalog.string("Demo.Screen.rowsMissing", .number(3), language: .german), "3 Zeilen fehlen")
        XCTAssertEqual(catalog.string("Demo.Screen.rowsMissing", .number(0), language: .english), "0 rows missing")
        XCTAssertEqual(catalog.string("Demo.Screen.into", .text("only one"), language: .english), "%2$@ into only one (100%)", "a missing argument shows")
    }

    func testTheLanguageComesFromThePOSIXLocaleEnglishByDefault() {
        XCTAssertEqual(Language.preferred(by: ["LANG": "de_DE.UTF-8"]), .german)
        XCTAssertEqual(Language.preferred(by: ["LC_ALL": "en_US.UTF-8", "LANG": "de_DE.UTF-8"]), .english)
        XCTAssertEqual(Language.preferred(by: ["LC_MESSAGES": "de", "LANG": "en_GB"]), .german)
        XCTAssertEqual(Language.preferred(by: ["LC_ALL": "", "LANG": "de_AT"]), .german)
        XCTAssertEqual(Language.preferred(by: ["LANG": "fr_FR.UTF-8"]), .english)
        XCTAssertEqual(Language.preferred(by: [:]), .english)
        XCTAssertEqual(Language(code: "C"), nil)
    }
}
