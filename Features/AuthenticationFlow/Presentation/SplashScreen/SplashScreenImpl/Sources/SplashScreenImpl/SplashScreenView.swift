import TerminalUI

/// The SplashScreen's view: the app's name while the stored state is read.
struct SplashScreenView: View {
    let viewModel: SplashScreenViewModel

    var body: some View {
        VStack(spacing: 1) {
            Text("PayRed").bold().foregroundColor(.red)
            if viewModel.state.isReading {
                ProgressView("Opening your wallet…")
            }
            Divider()
            Text("Ctrl-C: quit").dim()
        }
        .padding(horizontal: 2)
    }
}
