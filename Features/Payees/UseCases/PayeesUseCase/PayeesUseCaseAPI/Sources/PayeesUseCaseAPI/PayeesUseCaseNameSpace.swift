/// Namespace for the PayeesUseCase's domain models (blueprint §3.4, §8).
public enum PayeesUseCaseNameSpace {}
