/// The penalty score of a masked symbol (ISO/IEC 18004 §7.8.3, Table 11); the mask with the
/// lowest score is chosen. Modules are given row by row, `true` for dark.
enum MaskPenalty {
    /// The sum of the four rules: runs of five or more same-coloured modules in a row or
    /// column (3 + the excess over 5), 2 × 2 blocks of one colour (3 each), a 1:1:3:1:1
    /// finder-like pattern with four light modules on either side, in a row or column, where
    /// outside the symbol counts as light (40 each), and 10 for every full 5 % that the share
    /// of dark modules departs from 50 %.
    static func score(of modules: [Bool], size: Int) -> Int {
        var score = 0
        for line in 0..<size {
            let row = Array(modules[line * size..<(line + 1) * size])
            let column = (0..<size).map { modules[$0 * size + line] }
            score += runPenalty(row) + runPenalty(column) + finderLikePenalty(row) + finderLikePenalty(column)
        }
        for y in 0..<(size - 1) {
            for x in 0..<(size - 1) {
                let colour = modules[y * size + x]
                if modules[y * size + x + 1] == colour, modules[(y + 1) * size + x] == colour,
                   modules[(y + 1) * size + x + 1] == colour { score += 3 }
            }
        }
        let total = size * size
        let dark = modules.count(where: { $0 })
        return score + abs(dark * 20 - total * 10) / total * 10
    }

    /// 3 + (length − 5) for each run of five or more modules of one colour in `line`.
    static func runPenalty(_ line: [Bool]) -> Int {
        var penalty = 0
        var runLength = 0
        for (index, module) in line.enumerated() {
            runLength = index > 0 && line[index - 1] == module ? runLength + 1 : 1
            let runEnds = index + 1 == line.count || line[index + 1] != module
            if runEnds, runLength >= 5 { penalty += runLength - 2 }
        }
        return penalty
    }

    private static let finderLike: [Bool] = [true, false, true, true, true, false, true]

    /// 40 for each dark-light-dark-dark-dark-light-dark in `line` with four light modules
    /// (or the edge of the symbol) before or after it.
    static func finderLikePenalty(_ line: [Bool]) -> Int {
        func isLight(_ range: Range<Int>) -> Bool {
            range.clamped(to: 0..<line.count).allSatisfy { !line[$0] }
        }
        var penalty = 0
        for start in 0..<max(0, line.count - 6) where line[start..<start + 7].elementsEqual(finderLike) {
            if isLight(start - 4..<start) || isLight(start + 7..<start + 11) { penalty += 40 }
        }
        return penalty
    }
}
