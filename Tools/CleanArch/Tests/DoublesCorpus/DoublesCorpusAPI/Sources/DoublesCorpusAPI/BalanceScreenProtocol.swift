/// A `@MainActor` protocol.
@MainActor
public protocol BalanceScreenProtocol: AnyObject {
    /// The screen title.
    var title: String { get }
    /// Shows a balance.
    func show(balanceMinor: Int) async
    /// The lines on screen.
    func render() -> [String]
}
