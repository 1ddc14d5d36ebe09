/// Namespace for the UserProfileUseCase's domain models (blueprint §3.4, §8).
public enum UserProfileUseCaseNameSpace {}
