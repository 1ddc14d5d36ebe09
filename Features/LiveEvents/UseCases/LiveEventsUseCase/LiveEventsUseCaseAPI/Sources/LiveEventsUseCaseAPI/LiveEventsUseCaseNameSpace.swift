/// Namespace for the LiveEventsUseCase's domain models (blueprint §3.4, §8).
public enum LiveEventsUseCaseNameSpace {}
