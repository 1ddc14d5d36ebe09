import MainAppCoordinatorAPI
import SUICoordinatorTestDoubles

/// Stub and spy for `MainAppCoordinatorProtocol`: records `start()` and shows a placeholder.
@MainActor
public final class MainAppCoordinatorStub: CoordinatorSpy, MainAppCoordinatorProtocol {}
