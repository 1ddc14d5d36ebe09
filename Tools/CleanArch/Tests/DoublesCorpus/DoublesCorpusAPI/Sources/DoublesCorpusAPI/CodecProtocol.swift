/// Generic methods, `T.Type` parameters and a `where` clause.
public protocol CodecProtocol: Sendable {
    /// Decodes a `T`.
    func decode<T: Decodable>(_ type: T.Type, from bytes: [UInt8]) throws -> T
    /// Encodes any value.
    func encode<T: Encodable>(_ value: T) throws -> [UInt8]
    /// The first element of a collection.
    func first<C: Collection>(of collection: C) -> C.Element? where C.Element: Sendable
}
