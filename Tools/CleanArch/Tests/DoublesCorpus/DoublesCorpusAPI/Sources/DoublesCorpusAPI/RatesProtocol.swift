/// Static requirements.
public protocol RatesProtocol: Sendable {
    /// The currency rates are quoted against.
    static var baseCurrency: String { get set }
    /// The rate between two currencies.
    static func rate(from: String, to: String) -> Double
}
