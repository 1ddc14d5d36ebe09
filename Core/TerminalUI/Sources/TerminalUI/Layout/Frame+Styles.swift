extension Frame {
    /// Each row's styled stretches in words, for snapshots: `"3-10 bold reverse, 14-20 red"`
    /// (characters of the row counted from 1, as the row's plain text shows them), or nil for a row
    /// drawn only in the default style. A picture's pixel colours read `pixels`.
    public var styleDescriptions: [String?] {
        lines.map { line in
            let runs = Self.styleRuns(in: line)
            return runs.isEmpty ? nil : runs.map { "\($0.first)-\($0.last) \($0.names)" }.joined(separator: ", ")
        }
    }

    /// The non-default stretches of `line`: first and last character (from 1) and style names.
    private static func styleRuns(in line: String) -> [(first: Int, last: Int, names: String)] {
        var runs: [(first: Int, last: Int, names: String)] = []
        var names = ""
        var position = 0
        var characters = line.makeIterator()
        while let character = characters.next() {
            guard character == "\u{1B}" else {
                position += 1
                guard !names.isEmpty else { continue }
                if let last = runs.last, last.names == names, last.last == position - 1 {
                    runs[runs.count - 1].last = position
                } else {
                    runs.append((position, position, names))
                }
                continue
            }
            // A CSI sequence: "[", parameters, then a final byte; ours that set styles end in "m".
            guard characters.next() == "[" else { continue }
            var parameters = ""
            while let next = characters.next(), next.asciiValue.map({ !(0x40...0x7E).contains($0) }) ?? true {
                parameters.append(next)
            }
            names = styleNames(sgr: parameters)
        }
        return runs
    }

    /// The style an SGR sequence's parameters select (each of ours starts from a reset), in words.
    private static func styleNames(sgr parameters: String) -> String {
        let codes = parameters.split(separator: ";").compactMap { Int($0) }
        var names: [String] = []
        var index = 0
        while index < codes.count {
            switch codes[index] {
            case 1: names.append("bold")
            case 2: names.append("dim")
            case 4: names.append("underline")
            case 7: names.append("reverse")
            case 38, 48:
                if !names.contains("pixels") { names.append("pixels") }
                index += codes.indices.contains(index + 1) && codes[index + 1] == 5 ? 2 : 4
            default:
                if let color = Color.allCases.first(where: { $0.sgrCode == codes[index] }) { names.append("\(color)") }
            }
            index += 1
        }
        return names.joined(separator: " ")
    }
}
