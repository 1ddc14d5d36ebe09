import Resolver
import SettingsUseCaseAPI
import TerminalUI
import TransferReviewScreenAPI

/// The TransferReviewScreen: builds its view model over the use case its coordinator hands it
/// (the form's), and its view.
public final class TransferReviewScreenImpl: TransferReviewScreenProtocol {
    private let settings: any SettingsUseCaseProtocol

    /// Resolves the settings (hide balances) from the container (the registrar's path).
    public convenience init() {
        self.init(settings: Resolver.resolve(SettingsUseCaseProtocol.self))
    }

    /// Creates the screen over `settings` (the tests' path).
    public init(settings: any SettingsUseCaseProtocol) {
        self.settings = settings
    }

    @MainActor
    public func screen(dependencies: TransferReviewScreenDependencies) -> AnyView {
        AnyView(TransferReviewScreenView(viewModel: TransferReviewScreenViewModel(dependencies: dependencies, settings: settings)))
    }
}
