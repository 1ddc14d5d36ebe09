/// Where the SplashScreen can navigate (blueprint §4.6.7); a coordinator implements it.
///
/// It has no calls: the splash screen starts the authentication flow, and the flow's next
/// state, not the screen, decides where the app goes.
public protocol SplashScreenCoordinatorProtocol: AnyObject, Sendable {}
