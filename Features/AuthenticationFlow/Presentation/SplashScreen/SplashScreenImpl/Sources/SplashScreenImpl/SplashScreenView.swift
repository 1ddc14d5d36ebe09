import TerminalUI

/// The SplashScreen's view: the app's name while the stored state is read.
struct SplashScreenView: View {
    let viewModel: SplashScreenViewModel

    var body: some View {
        VStack(spacing: 1) {
            // cleanarch:ignore strings-literal -- the brand, the same in every language
            Text("PayRed").bold().foregroundColor(.red)
            if viewModel.state.isReading {
                ProgressView(Strings.AuthenticationFlow.Splash.loading)
            }
            Divider()
            Text("Ctrl-C: \(Strings.AuthenticationFlow.Footer.quit)").dim()
        }
        .padding(horizontal: 2)
    }
}
