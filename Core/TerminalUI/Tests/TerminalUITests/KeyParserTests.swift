import TerminalUI
import XCTest

final class KeyParserTests: XCTestCase {
    private func keys(_ text: String) -> [Key] {
        var parser = KeyParser()
        return parser.feed(Array(text.utf8))
    }

    func testPrintableASCII() {
        XCTAssertEqual(keys("aZ 1~"), [.character("a"), .character("Z"), .character(" "), .character("1"), .character("~")])
    }

    func testMultibyteUTF8EvenWhenSplitAcrossReads() {
        XCTAssertEqual(keys("é€😀"), [.character("é"), .character("€"), .character("😀")])
        var parser = KeyParser()
        let euro = Array("€".utf8)
        XCTAssertEqual(parser.feed(euro.prefix(1)), [])
        XCTAssertEqual(parser.feed(euro.dropFirst().prefix(1)), [])
        XCTAssertEqual(parser.feed(euro.suffix(1) + Array("x".utf8)), [.character("€"), .character("x")])
    }

    func testCursorAndEditingSequences() {
        XCTAssertEqual(
            keys("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D\u{1B}[H\u{1B}[F\u{1B}[3~\u{1B}[1~\u{1B}[4~\u{1B}OA\u{1B}[1;5C"),
            [.up, .down, .right, .left, .home, .end, .delete, .home, .end, .up, .right]
        )
    }

    func testBackTab() {
        XCTAssertEqual(keys("\u{1B}[Z"), [.backTab])
    }

    func testEscapeSequenceSplitAcrossReads() {
        var parser = KeyParser()
        XCTAssertEqual(parser.feed([0x1B, 0x5B]), [])
        XCTAssertEqual(parser.feed([0x31, 0x3B]), [])
        XCTAssertEqual(parser.feed([0x35, 0x44, 0x61]), [.left, .character("a")])
    }

    func testLoneEscapeAndEscapeBeforeOtherInput() {
        XCTAssertEqual(keys("\u{1B}"), [.escape])
        XCTAssertEqual(keys("\u{1B}x"), [.escape, .character("x")])
        XCTAssertEqual(keys("\u{1B}\u{1B}[B"), [.escape, .down])
    }

    func testControlKeys() {
        var parser = KeyParser()
        XCTAssertEqual(
            parser.feed([0x03, 0x01, 0x0D, 0x0A, 0x09, 0x7F, 0x08, 0x1A]),
            [.ctrl("c"), .ctrl("a"), .enter, .enter, .tab, .backspace, .backspace, .ctrl("z")]
        )
    }

    func testUnknownAndInvalidInputIsDropped() {
        var parser = KeyParser()
        XCTAssertEqual(parser.feed(Array("\u{1B}[99~".utf8) + [0xFF, 0x80] + Array("ok".utf8)), [.character("o"), .character("k")])
    }

    func testFunctionAndPageKeysInXtermAndConsoleForms() {
        var parser = KeyParser()
        XCTAssertEqual(parser.feed(Array("\u{1B}OP\u{1B}OQ\u{1B}OR\u{1B}OS".utf8)), [.function(1), .function(2), .function(3), .function(4)])
        XCTAssertEqual(parser.feed(Array("\u{1B}[15~\u{1B}[11~\u{1B}[21~".utf8)), [.function(5), .function(1), .function(10)])
        XCTAssertEqual(parser.feed(Array("\u{1B}[5~\u{1B}[6~".utf8)), [.pageUp, .pageDown])
    }
}
