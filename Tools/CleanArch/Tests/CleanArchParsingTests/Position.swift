import XCTest

/// The 1-based line and column of the first occurrence of `needle` in `text`.
func position(of needle: String, in text: String, file: StaticString = #filePath, line: UInt = #line) -> (line: Int, column: Int) {
    guard let range = text.range(of: needle) else {
        XCTFail("`\(needle)` not in the fixture", file: file, line: line)
        return (0, 0)
    }
    let before = text[..<range.lowerBound]
    let lineNumber = before.filter { $0 == "\n" }.count + 1
    let lineStart = before.lastIndex(of: "\n").map { before.index(after: $0) } ?? before.startIndex
    return (lineNumber, before[lineStart...].utf8.count + 1)
}
