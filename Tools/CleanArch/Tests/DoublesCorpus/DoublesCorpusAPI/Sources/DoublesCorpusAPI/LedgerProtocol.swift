/// An associated type, which the double turns into a generic parameter, also spelt `Self.Entry`;
/// a `sending` result.
public protocol LedgerProtocol<Entry>: AnyObject, Sendable {
    /// What the ledger stores.
    associatedtype Entry: Sendable & Equatable
    /// The newest entry.
    var latest: Entry? { get }
    /// Appends `entry`.
    func append(_ entry: Entry) async
    /// Every entry, oldest first.
    func entries() async -> [Entry]
    /// The oldest entry, spelt through `Self`.
    func oldest() async -> Self.Entry?
    /// A copy of the entries the caller owns outright.
    func snapshot() -> sending [Entry]
}
