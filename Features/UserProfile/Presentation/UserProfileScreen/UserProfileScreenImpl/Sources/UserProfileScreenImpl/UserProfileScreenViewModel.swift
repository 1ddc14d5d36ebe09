import IBANRule
import ImageCacheAPI
import Observation
import Reactive
import UserProfileScreenAPI
import UserProfileUseCaseAPI

/// The UserProfileScreen's interface adapter (blueprint §4.2, 001's MVI shape): the use case's
/// profile as the view shows it, its pictures fetched through the image cache from the URLs the use
/// case gives (000 §4.1.1), and a favourite's payee handed to the coordinator for a transfer. It
/// holds no business rule.
@MainActor
@Observable
final class UserProfileScreenViewModel {
    private(set) var state = State()

    @ObservationIgnored private let dependencies: UserProfileScreenDependencies
    @ObservationIgnored private let useCase: any UserProfileUseCaseProtocol
    @ObservationIgnored private let imageCache: any ImageCacheProtocol
    /// The fetch of the pictures started by the last profile (awaited by tests).
    @ObservationIgnored private(set) var pendingPictures: Task<Void, Never>?
    @ObservationIgnored private var cancellables: Set<AnyCancellable> = []

    init(dependencies: UserProfileScreenDependencies, useCase: any UserProfileUseCaseProtocol, imageCache: any ImageCacheProtocol) {
        self.dependencies = dependencies
        self.useCase = useCase
        self.imageCache = imageCache
        subscribeToPublishers()
    }

    /// Applies what `action` changes in the state at once (typing must not wait for a task).
    func reduce(_ action: Action) {
        switch action {
        case .editName:
            guard case .loaded(let profile) = state.content else { return }
            state.nameEditor = .init(firstName: profile.firstName, lastName: profile.lastName)
        case .firstNameChanged(let name) where state.nameEditor?.isSaving == false: state.nameEditor?.firstName = name
        case .lastNameChanged(let name) where state.nameEditor?.isSaving == false: state.nameEditor?.lastName = name
        case .load, .openFavourite, .close, .saveName, .firstNameChanged, .lastNameChanged: break
        }
    }

    /// Handles `action`: its state change, then the request or navigation it starts.
    func send(_ action: Action) async {
        reduce(action)
        switch action {
        case .load:
            state.notice = nil
            await useCase.load()
        case .openFavourite(let id):
            await openFavourite(id)
        case .close where state.nameEditor != nil:
            state.nameEditor = nil
        case .close:
            await dependencies.coordinator.closeUserProfileScreen()
        case .saveName:
            await saveName()
        case .editName, .firstNameChanged, .lastNameChanged:
            break
        }
    }

    /// Saves the name typed; the editor closes once the use case accepted it, or says why not.
    private func saveName() async {
        guard let editor = state.nameEditor, !editor.isSaving else { return }
        state.nameEditor?.isSaving = true
        state.nameEditor?.message = nil
        do {
            try await useCase.changeName(firstName: editor.firstName, lastName: editor.lastName)
            state.nameEditor = nil
        } catch {
            state.nameEditor?.isSaving = false
            state.nameEditor?.message = error == .unavailable ? Self.nameNotSavedText : Self.text(for: error)
        }
    }

    /// Starts a transfer to the favourite's payee, or says why there is none.
    private func openFavourite(_ id: Int64) async {
        guard case .loaded(let profile) = state.content, let favourite = profile.favourites.first(where: { $0.id == id }) else { return }
        guard let payeeId = favourite.payeeId else {
            state.notice = Strings.UserProfile.Favourites.notLinked(favourite.name)
            return
        }
        state.notice = nil
        await dependencies.coordinator.startTransfer(toPayeeId: payeeId)
    }

    private func subscribeToPublishers() {
        useCase.statePublisher
            .observeOnMain { [weak self] state in self?.apply(state) }
            .store(in: &cancellables)
    }

    /// Shows the use case's state: a reload, and a failed one, show the profile loaded before
    /// (the state's `last`); offline, under one short line.
    private func apply(_ useCaseState: UserProfileUseCaseNameSpace.States) {
        state.offlineNotice = useCaseState.staleFailure.map(Self.staleText)
        if let profile = useCaseState.value {
            let shown = Self.profile(profile)
            state.content = .loaded(shown)
            fetchPictures(of: shown)
        } else {
            state.content = useCaseState.failure.map { .error(Self.text(for: $0)) } ?? .loading
        }
    }

    /// The line over a profile loaded before when a reload failed with `error`.
    private static func staleText(for error: UserProfileUseCaseNameSpace.Errors) -> String {
        error == .networkUnavailable ? Strings.UserProfile.Errors.offline : text(for: error)
    }

    /// The profile as the view shows it.
    static func profile(_ profile: UserProfileUseCaseNameSpace.Profile) -> State.Profile {
        State.Profile(
            name: profile.fullName,
            firstName: profile.firstName,
            lastName: profile.lastName,
            email: profile.email,
            pictureURL: profile.pictureURL,
            favourites: profile.favourites.map { State.FavouriteRow(id: $0.id, name: $0.name, imageURL: $0.imageURL, payeeId: $0.payeeId) },
            accounts: profile.accounts.map { "\($0.name) · \(IBANRule.grouped($0.iban))" }
        )
    }

    /// Fetches the pictures not shown yet through the image cache (000 §4.1.1: the view model's job).
    private func fetchPictures(of profile: State.Profile) {
        let pictureURL = state.picture == nil ? profile.pictureURL : nil
        let missing = profile.favourites.filter { state.favouritePictures[$0.id] == nil }.compactMap { row in row.imageURL.map { (row.id, $0) } }
        guard pictureURL != nil || !missing.isEmpty else { return }
        pendingPictures = Task { [imageCache] in
            if let pictureURL, let image = await imageCache.downloadAndCacheImage(from: pictureURL) {
                state.picture = image
            }
            for (id, url) in missing {
                if let image = await imageCache.downloadAndCacheImage(from: url) {
                    state.favouritePictures[id] = image
                }
            }
        }
    }

    /// What the user reads when the gateway refused to save a name for no reason of the name's.
    static var nameNotSavedText: String { Strings.UserProfile.Errors.nameNotSaved }

    /// What the user reads for a failed load (blueprint §11.3: the view model formats errors).
    static func text(for error: UserProfileUseCaseNameSpace.Errors) -> String {
        switch error {
        case .networkUnavailable: Strings.UserProfile.Errors.networkUnavailable
        case .sessionExpired: Strings.UserProfile.Errors.sessionExpired
        case .unavailable: Strings.UserProfile.Errors.unavailable
        case .nameMissing: Strings.UserProfile.Errors.nameMissing
        case .nameTooLong(let maximum): Strings.UserProfile.Errors.nameTooLong(maximum)
        case .nameHiddenCharacters: Strings.UserProfile.Errors.nameHiddenCharacters
        }
    }
}
