import TerminalUI

/// The UserProfileScreen's view: the user's picture, name and email, then the favourites with their
/// pictures; Enter on a favourite pays it, `r` refreshes, "Change name" edits the name others see.
struct UserProfileScreenView: View {
    let viewModel: UserProfileScreenViewModel

    var body: some View {
        let state = viewModel.state
        VStack(spacing: 1) {
            Text(Strings.UserProfile.Profile.title).bold()
            content(state)
            if let notice = state.offlineNotice {
                Text(notice).foregroundColor(.yellow)
            }
            if let notice = state.notice {
                Text(notice).foregroundColor(.yellow)
            }
            KeyHints(state.nameEditor == nil ? Self.footer : Self.editorFooter)
        }
        .padding(horizontal: 2)
        .onKeyPress(.character("r")) { if viewModel.state.nameEditor == nil { Task { await viewModel.send(.load) } } }
        .onEscape { Task { await viewModel.send(.close) } }
    }

    @ViewBuilder
    private func content(_ state: UserProfileScreenViewModel.State) -> some View {
        switch state.content {
        case .loading:
            ProgressView(Strings.UserProfile.Profile.loading)
        case .loaded(let profile):
            loaded(profile, state: state)
        case .error(let message):
            VStack(spacing: 1) {
                Text(message).foregroundColor(.red)
                Button(Strings.UserProfile.Profile.retryButton) { Task { await viewModel.send(.load) } }
            }
        }
    }

    /// The name others see, being changed: both parts, why a save was refused, Save and Cancel.
    private func nameEditor(_ editor: UserProfileScreenViewModel.State.NameEditor) -> some View {
        VStack {
            Text(Strings.UserProfile.Name.intro).dim()
            TextField(Strings.UserProfile.Name.firstNamePlaceholder, text: binding(\.firstName, UserProfileScreenViewModel.Action.firstNameChanged))
                .disabled(editor.isSaving)
            TextField(Strings.UserProfile.Name.lastNamePlaceholder, text: binding(\.lastName, UserProfileScreenViewModel.Action.lastNameChanged)) {
                Task { await viewModel.send(.saveName) }
            }
            .disabled(editor.isSaving)
            if editor.isSaving {
                ProgressView(Strings.UserProfile.Name.saving)
            } else if let message = editor.message {
                Text(message).foregroundColor(.red)
            }
            HStack(spacing: 2) {
                Button(Strings.UserProfile.Name.saveButton) { Task { await viewModel.send(.saveName) } }
                Button(Strings.UserProfile.Name.cancelButton) { Task { await viewModel.send(.close) } }
            }
            .disabled(editor.isSaving)
        }
    }

    private func binding(
        _ keyPath: KeyPath<UserProfileScreenViewModel.State.NameEditor, String>,
        _ action: @escaping (String) -> UserProfileScreenViewModel.Action
    ) -> Binding<String> {
        Binding(get: { viewModel.state.nameEditor?[keyPath: keyPath] ?? "" }, set: { viewModel.reduce(action($0)) })
    }

    /// The keys that work while the profile is shown.
    private static var footer: [KeyHint] { [
        KeyHint("Tab", Strings.UserProfile.Footer.next),
        KeyHint("Enter", Strings.UserProfile.Footer.retry, .control(Strings.UserProfile.Profile.retryButton)),
        KeyHint("Enter", Strings.UserProfile.Footer.changeName, .control(Strings.UserProfile.Profile.changeNameButton)),
        KeyHint("Enter", Strings.UserProfile.Footer.payFavourite, .button),
        KeyHint("r", Strings.UserProfile.Footer.refresh),
        KeyHint("Esc", Strings.UserProfile.Footer.back),
    ] }

    /// The keys that work while the name is being changed.
    private static var editorFooter: [KeyHint] { [
        KeyHint("Tab", Strings.UserProfile.Footer.next),
        KeyHint("Enter", Strings.UserProfile.Footer.nextField, .control(Strings.UserProfile.Name.firstNamePlaceholder)),
        KeyHint("Enter", Strings.UserProfile.Footer.save, .control(Strings.UserProfile.Name.lastNamePlaceholder)),
        KeyHint("Enter", Strings.UserProfile.Footer.save, .control(Strings.UserProfile.Name.saveButton)),
        KeyHint("Enter", Strings.UserProfile.Footer.cancel, .control(Strings.UserProfile.Name.cancelButton)),
        KeyHint("Esc", Strings.UserProfile.Footer.cancel),
    ] }

    @ViewBuilder
    private func loaded(_ profile: UserProfileScreenViewModel.State.Profile, state: UserProfileScreenViewModel.State) -> some View {
        HStack(spacing: 2) {
            if let picture = state.picture {
                Picture(width: picture.width, height: picture.height, rgba: picture.rgba, columns: 8)
            }
            VStack {
                if !profile.name.isEmpty {
                    Text(profile.name).bold()
                }
                Text(profile.email)
                for account in profile.accounts {
                    Text(account).dim()
                }
            }
        }
        if let editor = state.nameEditor {
            nameEditor(editor)
        } else {
            Button(Strings.UserProfile.Profile.changeNameButton) { Task { await viewModel.send(.editName) } }
        }
        VStack {
            Text(Strings.UserProfile.Favourites.title).bold()
            if profile.favourites.isEmpty {
                Text(Strings.UserProfile.Favourites.emptyTitle).dim()
            }
            for favourite in profile.favourites {
                HStack(spacing: 1) {
                    if let picture = state.favouritePictures[favourite.id] {
                        Picture(width: picture.width, height: picture.height, rgba: picture.rgba, columns: 4)
                    }
                    Button(favourite.name) { Task { await viewModel.send(.openFavourite(id: favourite.id)) } }
                    if favourite.payeeId == nil {
                        Text(Strings.UserProfile.Favourites.notPayable).dim()
                    }
                }
            }
        }
    }
}
