import FirstAppCoordinatorAPI
import SUICoordinatorTestDoubles

/// Stub and spy for `FirstAppCoordinatorProtocol`: records `start()` and shows a placeholder.
@MainActor
public final class FirstAppCoordinatorStub: CoordinatorSpy, FirstAppCoordinatorProtocol {}
