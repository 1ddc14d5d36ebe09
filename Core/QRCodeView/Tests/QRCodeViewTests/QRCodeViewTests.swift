// Main-actor test methods are declared `async`: on Linux, XCTest's generated test list cannot
// call synchronous `@MainActor` methods (it crashes casting them), but runs async ones on the main actor.

import QRCodeView
import TerminalUI
import TerminalUISnapshotTesting
import TestSupport
import XCTest

/// A code as a phone sees it on the screen: drawn whole or narrowed to the rows at hand, and read
/// back from the rendered screen by zbar on a dark and on a light theme.
@MainActor
final class QRCodeViewTests: XCTestCase {
    /// 84 bytes, the most a version-5 code (37 modules) holds at level M.
    private static let version5 = "BCD\n002\n1\nSCT\n\nBea Kim\nDE98100101230603313754\nEUR12.5\n\n\nConcert tickets, then dinner"

    func testAPictureTakesHalfItsSideInRowsAndNarrowsItsQuietZoneOnlyWhereThatMakesItFit() async throws {
        let picture = try XCTUnwrap(QRCodePicture(encoding: Self.version5))
        XCTAssertEqual(picture.side, 41)
        XCTAssertEqual(picture.rows, 21)

        XCTAssertEqual(picture.fitted(toRows: 21), picture)
        XCTAssertEqual(picture.fitted(toRows: 20)?.side, 39)
        XCTAssertNil(picture.fitted(toRows: 19))
        XCTAssertEqual(picture.rowsMissing(in: 20), 0)
        XCTAssertEqual(picture.rowsMissing(in: 17), 3)
    }

    func testTextTooLongForAQRCodeHasNoPicture() async {
        XCTAssertNil(QRCodePicture(encoding: String(repeating: "x", count: 3_000)))
    }

    func testTheCodeWholeAndNarrowedReadsOnAnyTheme() async throws {
        try Zbar.requireInstalled()
        let picture = try XCTUnwrap(QRCodePicture(encoding: Self.version5))
        for rows in [21, 20] {
            let fitted = try XCTUnwrap(picture.fitted(toRows: rows))
            let host = ViewHost(size: TerminalSize(columns: 80, rows: rows)) { AnyView(QRCodeView(fitted)) }
            for theme in TerminalTheme.allCases {
                let pixels = host.render().halfBlockPixels(theme: theme)
                let read = try Zbar.decode(pbm: Zbar.pbm(dark: pixels), what: "\(rows) rows on a \(theme) theme")
                XCTAssertEqual(String(decoding: read, as: UTF8.self), Self.version5, "\(rows) rows, \(theme)")
            }
        }
    }
}
