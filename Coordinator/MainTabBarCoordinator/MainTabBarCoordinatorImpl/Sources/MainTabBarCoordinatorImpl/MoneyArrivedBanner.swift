import Foundation
import LiveEventsUseCaseAPI
import MoneyText
import Observation

/// The banner over the tabs when money arrives from another PayRed user ("+25.00 EUR from Demo
/// User"), shown for a few seconds like a phone's notification; the amount is masked while
/// balances are hidden.
@MainActor
@Observable
final class MoneyArrivedBanner {
    /// How long a banner stays.
    static let duration: TimeInterval = 8

    private var text: String?
    /// When the banner goes; nil while none was shown.
    private(set) var until: Date?

    /// Shows `money`, received at `now`.
    func show(_ money: LiveEventsUseCaseNameSpace.MoneyReceived, hidingAmount: Bool, at now: Date) {
        let amount = MoneyText.text(money.minorUnits, currency: money.currency, masked: hidingAmount)
        text = Strings.MainTabBarCoordinator.Banner.moneyArrived(amount, money.senderName)
        until = now.addingTimeInterval(Self.duration)
    }

    /// The banner to draw at `now`, if one is showing.
    func text(at now: Date) -> String? {
        guard let until, now < until else { return nil }
        return text
    }
}
