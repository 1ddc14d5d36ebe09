/// Says hello; used by the tutorial and the snippet.
public func hello(_ name: String) -> String {
    "Hello, \(name)!"
}
