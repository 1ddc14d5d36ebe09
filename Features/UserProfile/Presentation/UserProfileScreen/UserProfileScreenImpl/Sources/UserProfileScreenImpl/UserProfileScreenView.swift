import TerminalUI

/// The UserProfileScreen's view: the user's picture, name and email, then the favourites with their
/// pictures; Enter on a favourite pays it, `r` refreshes, "Change name" edits the name others see.
struct UserProfileScreenView: View {
    let viewModel: UserProfileScreenViewModel

    var body: some View {
        let state = viewModel.state
        VStack(spacing: 1) {
            Text("Profile").bold()
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
            ProgressView("Loading your profile…")
        case .loaded(let profile):
            loaded(profile, state: state)
        case .error(let message):
            VStack(spacing: 1) {
                Text(message).foregroundColor(.red)
                Button("Retry") { Task { await viewModel.send(.load) } }
            }
        }
    }

    /// The name others see, being changed: both parts, why a save was refused, Save and Cancel.
    private func nameEditor(_ editor: UserProfileScreenViewModel.State.NameEditor) -> some View {
        VStack {
            Text("The name people you pay or ask for money see:").dim()
            TextField("First name", text: binding(\.firstName, UserProfileScreenViewModel.Action.firstNameChanged))
                .disabled(editor.isSaving)
            TextField("Last name (optional)", text: binding(\.lastName, UserProfileScreenViewModel.Action.lastNameChanged)) {
                Task { await viewModel.send(.saveName) }
            }
            .disabled(editor.isSaving)
            if editor.isSaving {
                ProgressView("Saving your name…")
            } else if let message = editor.message {
                Text(message).foregroundColor(.red)
            }
            HStack(spacing: 2) {
                Button("Save name") { Task { await viewModel.send(.saveName) } }
                Button("Cancel") { Task { await viewModel.send(.close) } }
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
        KeyHint("Tab", "next"),
        KeyHint("Enter", "retry", .control("Retry")),
        KeyHint("Enter", "change name", .control("Change name")),
        KeyHint("Enter", "pay favourite", .button),
        KeyHint("r", "refresh"),
        KeyHint("Esc", "back"),
    ] }

    /// The keys that work while the name is being changed.
    private static var editorFooter: [KeyHint] { [
        KeyHint("Tab", "next"),
        KeyHint("Enter", "next field", .control("First name")),
        KeyHint("Enter", "save", .control("Last name (optional)")),
        KeyHint("Enter", "save", .control("Save name")),
        KeyHint("Enter", "cancel", .control("Cancel")),
        KeyHint("Esc", "cancel"),
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
            Button("Change name") { Task { await viewModel.send(.editName) } }
        }
        VStack {
            Text("Favourites").bold()
            if profile.favourites.isEmpty {
                Text("No favourites yet.").dim()
            }
            for favourite in profile.favourites {
                HStack(spacing: 1) {
                    if let picture = state.favouritePictures[favourite.id] {
                        Picture(width: picture.width, height: picture.height, rgba: picture.rgba, columns: 4)
                    }
                    Button(favourite.name) { Task { await viewModel.send(.openFavourite(id: favourite.id)) } }
                    if favourite.payeeId == nil {
                        Text("can't be paid yet").dim()
                    }
                }
            }
        }
    }
}
