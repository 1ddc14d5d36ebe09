import TerminalUI

/// The UserProfileScreen's view: the user's picture, name and email, then the favourites with their
/// pictures; Enter on a favourite pays it, `r` refreshes.
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
            KeyHints([
                KeyHint("Tab", "next"),
                KeyHint("Enter", "retry", .control("Retry")),
                KeyHint("Enter", "pay favourite", .button),
                KeyHint("r", "refresh"),
                KeyHint("Esc", "back"),
            ])
        }
        .padding(horizontal: 2)
        .onKeyPress(.character("r")) { Task { await viewModel.send(.load) } }
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
