/// What became of a link handed to the app.
public enum DeepLinkOutcome: Equatable, Sendable {
    /// The link's screen is shown.
    case opened
    /// The link opens once the user signs in or unlocks.
    case waitingForSignIn
    /// Not a link PayRed can open; `reason` says why.
    case refused(reason: String)
}
