/// Byte-wise string tests: no Unicode rules, no generic searcher, so they are cheap enough to
/// run for every directory entry, file and target.
extension String {
    /// Whether `fragment` occurs in the string.
    public func containsBytes(of fragment: String) -> Bool {
        var haystack = self
        var needle = fragment
        return haystack.withUTF8 { haystackBytes in
            needle.withUTF8 { needleBytes in
                guard needleBytes.count <= haystackBytes.count else { return false }
                guard let first = needleBytes.first else { return true }
                for start in 0...(haystackBytes.count - needleBytes.count) where haystackBytes[start] == first {
                    if haystackBytes[start..<(start + needleBytes.count)].elementsEqual(needleBytes) { return true }
                }
                return false
            }
        }
    }

    /// Whether the string's UTF-8 bytes end with `suffix`'s.
    func endsWithBytes(of suffix: String) -> Bool {
        utf8.count >= suffix.utf8.count && utf8.reversed().starts(with: suffix.utf8.reversed())
    }
}
