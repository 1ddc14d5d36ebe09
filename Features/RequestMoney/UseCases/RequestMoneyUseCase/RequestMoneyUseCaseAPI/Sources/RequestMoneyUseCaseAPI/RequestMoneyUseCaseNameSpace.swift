/// Namespace for the RequestMoneyUseCase's domain models (blueprint §3.4, §8).
public enum RequestMoneyUseCaseNameSpace {}
