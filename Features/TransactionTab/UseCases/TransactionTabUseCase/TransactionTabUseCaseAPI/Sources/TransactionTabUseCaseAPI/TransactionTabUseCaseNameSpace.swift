/// Namespace for the TransactionTabUseCase's domain models (blueprint §3.4, §8).
public enum TransactionTabUseCaseNameSpace {}
