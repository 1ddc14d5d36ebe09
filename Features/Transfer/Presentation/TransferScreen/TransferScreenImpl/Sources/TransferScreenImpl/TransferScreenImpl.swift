import Resolver
import SettingsUseCaseAPI
import TerminalUI
import TransferScreenAPI

/// The TransferScreen: builds its view model over the use case its coordinator hands it, and
/// its view, and starts a new form (to the dependencies' payee, if any) as it appears.
public final class TransferScreenImpl: TransferScreenProtocol {
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
    public func screen(dependencies: TransferScreenDependencies) -> AnyView {
        let viewModel = TransferScreenViewModel(dependencies: dependencies, settings: settings)
        Task { await viewModel.send(.appear) }
        return AnyView(TransferScreenView(viewModel: viewModel))
    }
}
