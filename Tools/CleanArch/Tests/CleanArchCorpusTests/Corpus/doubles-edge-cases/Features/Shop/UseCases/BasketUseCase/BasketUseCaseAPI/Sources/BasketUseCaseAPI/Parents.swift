public protocol BasketItemProtocol: Identifiable {
    var title: String { get }
}
public protocol BasketFailureProtocol: Error {
    var code: Int { get }
}
public protocol BasketExportProtocol: Encodable, CustomStringConvertible {
    func export() -> String
}
public protocol BasketDecodingProtocol: Decodable {}
public protocol BasketSequenceProtocol: Sequence {
    func first() -> Int?
}
