/// Why `cleanarch strings` could not read a catalog.
enum StringsError: Error, Equatable, CustomStringConvertible {
    case unreadable(String, String)

    var description: String {
        switch self {
        case .unreadable(let path, let reason): "\(path): \(reason)"
        }
    }
}
